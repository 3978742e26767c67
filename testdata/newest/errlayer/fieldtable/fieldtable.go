// Package fieldtable keeps each tool's name and handler in a struct
// literal of its own type, lists them, and registers them one by one
// through a helper that takes one element: every element is a tool
// served by the function in its Handler field (go-mcp: a returned error
// is JSON-RPC -32603).
package fieldtable

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/ThinkInAIXYZ/go-mcp/protocol"
	"github.com/ThinkInAIXYZ/go-mcp/server"
)

type ToolDefinition struct {
	Name        string
	Description string
	Handler     server.ToolHandlerFunc
	Parameters  any
}

type Params struct {
	ID string `json:"id"`
}

var errNotFound = errors.New("task not found")

type MCPServer struct{ tasks map[string]string }

// fail passes its error on as the handler's error: the caller's error is
// the argument's.
func fail(err error) (*protocol.CallToolResult, error) {
	return nil, err
}

// respond fails only when encoding its own answer fails: a server error,
// also when a project constructor wraps it.
func respond(v any) (*protocol.CallToolResult, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, internal(fmt.Errorf("marshal: %w", err))
	}
	return protocol.NewCallToolResult([]protocol.Content{&protocol.TextContent{Type: "text", Text: string(b)}}, false), nil
}

// appError is a project error type made around a cause.
type appError struct{ cause error }

func (e *appError) Error() string { return e.cause.Error() }

func internal(err error) error { return &appError{err} }

func (s *MCPServer) handleGet(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	var p Params
	if err := json.Unmarshal(req.RawArguments, &p); err != nil {
		return fail(fmt.Errorf("invalid parameters: %w", err)) // want `tool "get_task": go-mcp sends this error as a JSON-RPC error -32603`
	}
	t, ok := s.tasks[p.ID]
	if !ok {
		return fail(errNotFound) // want `tool "get_task": go-mcp sends this error as a JSON-RPC error -32603 \(from errNotFound\)`
	}
	return respond(t)
}

func (s *MCPServer) handleList(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	return respond(s.tasks)
}

// handleRemove answers its failures as isError results.
func (s *MCPServer) handleRemove(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	var p Params
	if err := json.Unmarshal(req.RawArguments, &p); err != nil {
		return protocol.NewCallToolResult([]protocol.Content{&protocol.TextContent{Type: "text", Text: err.Error()}}, true), nil
	}
	delete(s.tasks, p.ID)
	return respond("removed")
}

func (s *MCPServer) register(srv *server.Server) {
	tools := []ToolDefinition{
		{Name: "get_task", Description: "Get a task", Handler: s.handleGet, Parameters: Params{}},
		{Name: "list_tasks", Description: "List tasks", Handler: s.handleList, Parameters: struct{}{}},
		{Name: "remove_task", Description: "Remove a task", Handler: s.handleRemove, Parameters: Params{}},
	}
	for _, def := range tools {
		registerTool(srv, def)
	}
}

func registerTool(srv *server.Server, def ToolDefinition) {
	tool, err := protocol.NewTool(def.Name, def.Description, def.Parameters)
	if err != nil {
		panic(err)
	}
	srv.RegisterTool(tool, def.Handler)
}
