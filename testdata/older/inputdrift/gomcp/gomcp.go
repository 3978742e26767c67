// Package gomcp checks go-mcp v0.1 tools (handlers without a context)
// against the schema go-mcp reflects from the struct given to
// protocol.NewTool: the same rule as in v0.2 (required unless the json
// tag ends in ",omitempty"; a required tag decides).
package gomcp

import (
	"encoding/json"
	"errors"

	"github.com/ThinkInAIXYZ/go-mcp/protocol"
	"github.com/ThinkInAIXYZ/go-mcp/server"
)

type TaskParams struct {
	Name     string `json:"name,omitempty"`
	Schedule string `json:"schedule"`
	Command  string `json:"command,omitempty" required:"true"`
}

func errorResult(err error) (*protocol.CallToolResult, error) {
	return &protocol.CallToolResult{Content: []protocol.Content{protocol.TextContent{Type: "text", Text: err.Error()}}, IsError: true}, nil
}

func validateTask(name, schedule, command string) error {
	if name == "" || schedule == "" || command == "" {
		return errors.New("name, schedule and command are required")
	}
	return nil
}

func addTask(req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	var p TaskParams
	if err := json.Unmarshal(req.RawArguments, &p); err != nil {
		return errorResult(err)
	}
	err := validateTask(p.Name, p.Schedule, p.Command) // want `tool "add_task": the handler fails the call without argument "name" \(validateTask refuses an empty name\), but the schema go-mcp infers from TaskParams leaves it optional \(omitempty\)`
	if err != nil {
		return errorResult(err)
	}
	return &protocol.CallToolResult{Content: []protocol.Content{protocol.TextContent{Type: "text", Text: p.Name}}}, nil
}

func Register(srv *server.Server) {
	tool, err := protocol.NewTool("add_task", "", TaskParams{})
	if err != nil {
		panic(err)
	}
	srv.RegisterTool(tool, addTask)
}
