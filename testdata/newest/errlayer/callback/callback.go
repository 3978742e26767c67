// Package callback registers its tools through a registration callback,
// as remembrances-mcp does: each tool's definition comes from a factory
// method called once, and the helpers call a function-typed parameter
// that RegisterTools fills with a closure around RegisterTool.
package callback

import (
	"context"
	"errors"
	"fmt"

	"github.com/ThinkInAIXYZ/go-mcp/protocol"
	"github.com/ThinkInAIXYZ/go-mcp/server"
)

type Handler = func(context.Context, *protocol.CallToolRequest) (*protocol.CallToolResult, error)

type SaveInput struct {
	Key string `json:"key"`
}

type Manager struct{ store map[string]string }

var errFull = errors.New("store is full")

func (m *Manager) save(key string) error { return errFull }

func (m *Manager) saveTool() *protocol.Tool {
	tool, err := protocol.NewTool("save_fact", "saves a fact", SaveInput{})
	if err != nil {
		return nil
	}
	return tool
}

func (m *Manager) saveHandler(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	if err := m.save("k"); err != nil {
		return nil, fmt.Errorf("failed to save fact: %w", err) // want `tool "save_fact": go-mcp sends this error as a JSON-RPC error -32603`
	}
	return protocol.NewCallToolResult([]protocol.Content{&protocol.TextContent{Type: "text", Text: "saved"}}, false), nil
}

func (m *Manager) getTool() *protocol.Tool {
	tool, _ := protocol.NewTool("get_fact", "gets a fact", SaveInput{})
	return tool
}

// getHandler answers its failure with an isError result: correct.
func (m *Manager) getHandler(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	if err := m.save("k"); err != nil {
		return protocol.NewCallToolResult([]protocol.Content{&protocol.TextContent{Type: "text", Text: err.Error()}}, true), nil
	}
	return protocol.NewCallToolResult([]protocol.Content{&protocol.TextContent{Type: "text", Text: "got"}}, false), nil
}

func (m *Manager) registerFacts(reg func(string, *protocol.Tool, Handler) error) error {
	if err := reg("save_fact", m.saveTool(), m.saveHandler); err != nil {
		return err
	}
	return reg("get_fact", m.getTool(), m.getHandler)
}

// RegisterToolsWith lets other packages collect the tools with a callback
// of their own.
func (m *Manager) RegisterToolsWith(reg func(string, *protocol.Tool, Handler) error) error { // want RegisterToolsWith:"error result: unknown"
	return m.registerFacts(reg)
}

func (m *Manager) RegisterTools(srv *server.Server) error { // want RegisterTools:"error result: unknown"
	reg := func(name string, tool *protocol.Tool, handler Handler) error {
		if tool == nil {
			return fmt.Errorf("tool %s: no definition", name)
		}
		srv.RegisterTool(tool, handler)
		return nil
	}
	return m.RegisterToolsWith(reg)
}
