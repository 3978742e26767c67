// Package gomcp checks go-mcp tools, whose input schema go-mcp reflects
// from the struct given to protocol.NewTool (required unless the json tag
// ends in ",omitempty"; a required tag decides over both), against what
// their handlers do with the arguments they decode from req.RawArguments.
package gomcp

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/ThinkInAIXYZ/go-mcp/protocol"
	"github.com/ThinkInAIXYZ/go-mcp/server"
)

type SearchParams struct {
	Query string `json:"query,omitempty" description:"what to look for"` // the schema leaves it optional
	Limit int    `json:"limit,omitempty"`
	Scope string `json:"scope"`                                  // required: no omitempty
	Owner string `json:"owner,omitempty" required:"true"`        // required by its tag
	Label string `json:"label" required:"false"`                 // optional by its tag
	Raw   string `json:"raw,omitempty,string" description:"odd"` // go-mcp names it "raw,omitempty,string"
}

func errorResult(err error) (*protocol.CallToolResult, error) {
	return protocol.NewCallToolResult([]protocol.Content{&protocol.TextContent{Type: "text", Text: err.Error()}}, true), nil
}

func textResult(s string) (*protocol.CallToolResult, error) {
	return protocol.NewCallToolResult([]protocol.Content{&protocol.TextContent{Type: "text", Text: s}}, false), nil
}

// search refuses an empty query in place: the schema must require it.
func search(_ context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	var p SearchParams
	if err := protocol.VerifyAndUnmarshal(req.RawArguments, &p); err != nil {
		return errorResult(err)
	}
	if p.Query == "" { // want `tool "search": the handler fails the call without argument "query" \(the check p.Query == ""\), but the schema go-mcp infers from SearchParams leaves it optional \(omitempty\)`
		return errorResult(errors.New("query is required"))
	}
	if p.Scope == "" || p.Owner == "" { // required both: the schema says so
		return errorResult(errors.New("scope and owner are required"))
	}
	if p.Limit == 0 {
		p.Limit = 10 // a default, not a failure
	}
	return textResult(fmt.Sprint(p.Query, p.Limit))
}

// label refuses an empty label that its tag made optional.
func label(_ context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	var p SearchParams
	if err := json.Unmarshal(req.RawArguments, &p); err != nil {
		return errorResult(err)
	}
	if p.Label == "" { // want `tool "label": the handler fails the call without argument "label" \(the check p.Label == ""\), but the schema go-mcp infers from SearchParams leaves it optional \(required:"false"\), so the model is told it may leave it out; set required:"true" on field Label.*SearchParams is also the schema of tool "(search|map_read)"`
		return errorResult(errors.New("label is required"))
	}
	if p.Raw == "" { // the property's name is not "raw": not read by name
		return errorResult(errors.New("raw is required"))
	}
	return textResult(p.Label)
}

type TaskParams struct {
	Name     string `json:"name,omitempty"`
	Schedule string `json:"schedule,omitempty"`
	Command  string `json:"command,omitempty"`
	Action   string `json:"action,omitempty"`
}

// parseArgs decodes the request's arguments into the value it is given.
func parseArgs(req *protocol.CallToolRequest, v any) error {
	if err := json.Unmarshal(req.RawArguments, v); err != nil {
		return fmt.Errorf("invalid parameters: %w", err)
	}
	return nil
}

// decodeLocal decodes into its own value: the caller's is not filled.
func decodeLocal(req *protocol.CallToolRequest, v any) error {
	var m map[string]any
	return json.Unmarshal(req.RawArguments, &m)
}

func validateCommon(name, schedule string) error {
	if name == "" || schedule == "" {
		return errors.New("name and schedule are required")
	}
	return nil
}

// validateTask refuses an empty name and schedule through
// validateCommon, and an empty command itself.
func validateTask(name, schedule, command string) error {
	if err := validateCommon(name, schedule); err != nil {
		return err
	}
	if command == "" {
		return errors.New("command is required")
	}
	return nil
}

// validateDefaulted gives its parameter a default: an empty one passes.
func validateDefaulted(command string) error {
	if command == "" {
		command = "true"
	}
	if command == "" {
		return errors.New("command is required")
	}
	return nil
}

func addTask(_ context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	var p TaskParams
	if err := parseArgs(req, &p); err != nil {
		return errorResult(err)
	}
	if err := validateTask(p.Name, p.Schedule, p.Command); err != nil { // want `tool "add_task": the handler fails the call without argument "name" \(validateTask refuses an empty name\)` `without argument "schedule" \(validateTask refuses an empty schedule\)` `without argument "command" \(validateTask refuses an empty command\)`
		return errorResult(err)
	}
	return textResult("added " + p.Name)
}

// runTask checks the command only for one action: not a required
// argument that the schema can say.
func runTask(_ context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	var p TaskParams
	if err := parseArgs(req, &p); err != nil { // want `tool "run_task": the schema requires no argument, so a client may leave "arguments" out, but the handler then fails: the raw arguments are empty and decoding them fails \(protocol.VerifyAndUnmarshal`
		return errorResult(err)
	}
	if p.Action == "exec" {
		if err := validateTask(p.Name, p.Schedule, p.Command); err != nil {
			return errorResult(err)
		}
	}
	if err := validateDefaulted(p.Command); err != nil {
		return errorResult(err)
	}
	return textResult("ran")
}

// peekTask decodes through a helper that fills its own value, so the
// struct it checks holds nothing of the call: no argument read.
func peekTask(_ context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	var p TaskParams
	if err := decodeLocal(req, &p); err != nil {
		return errorResult(err)
	}
	return textResult(p.Name)
}

// resolveTask takes a command or, failing that, a name: it refuses an
// empty name only when the command is empty too, so neither is required.
func resolveTask(command, name string) (string, error) {
	if command != "" {
		return command, nil
	}
	if name == "" {
		return "", errors.New("either command or name is required")
	}
	return "task " + name, nil
}

func stopTask(_ context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	var p TaskParams
	if len(req.RawArguments) > 0 {
		if err := json.Unmarshal(req.RawArguments, &p); err != nil {
			return errorResult(err)
		}
	}
	task, err := resolveTask(p.Command, p.Name)
	if err != nil {
		return errorResult(err)
	}
	return textResult("stopped " + task)
}

type IDParams struct {
	ID string `json:"id"`
}

type RenameParams struct {
	ID      string `json:"id"`
	NewName string `json:"new_name"`
}

// rename's schema is IDParams, but it decodes a RenameParams: "new_name"
// is never declared, so no client that follows the schema sends it.
func rename(_ context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	var p RenameParams
	if err := json.Unmarshal(req.RawArguments, &p); err != nil {
		return errorResult(err)
	}
	return textResult(p.ID + p.NewName) // want `tool "rename": the handler reads argument "new_name" \(field NewName of RenameParams\), which the schema go-mcp infers from IDParams does not declare`
}

// mapRead reads the decoded argument map by a misspelt name.
func mapRead(_ context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	q, _ := req.Arguments["qeury"].(string) // want `tool "map_read": the handler reads argument "qeury" \(a .\(string\) assertion\), which the schema go-mcp infers from SearchParams does not declare, so a client that follows the schema never sends it; the schema declares "query": read that name`
	s, _ := req.Arguments["scope"].(string)
	return textResult(q + s)
}

// ToolDefinition keeps each tool's schema struct beside its handler.
type ToolDefinition struct {
	Name       string
	Handler    server.ToolHandlerFunc
	Parameters any
}

func register(srv *server.Server, def ToolDefinition) {
	tool, err := protocol.NewTool(def.Name, "", def.Parameters)
	if err != nil {
		panic(err)
	}
	srv.RegisterTool(tool, def.Handler)
}

func Register(srv *server.Server) {
	tool, err := protocol.NewTool("search", "", SearchParams{})
	if err != nil {
		panic(err)
	}
	srv.RegisterTool(tool, search)
	tool, err = protocol.NewTool("label", "", SearchParams{})
	if err != nil {
		panic(err)
	}
	srv.RegisterTool(tool, label)
	tool, err = protocol.NewTool("map_read", "", &SearchParams{})
	if err != nil {
		panic(err)
	}
	srv.RegisterTool(tool, mapRead)

	for _, def := range []ToolDefinition{
		{Name: "add_task", Handler: addTask, Parameters: TaskParams{}},
		{Name: "run_task", Handler: runTask, Parameters: TaskParams{}},
		{Name: "peek_task", Handler: peekTask, Parameters: TaskParams{}},
		{Name: "stop_task", Handler: stopTask, Parameters: TaskParams{}},
		{Name: "rename", Handler: rename, Parameters: IDParams{}},
	} {
		register(srv, def)
	}
}
