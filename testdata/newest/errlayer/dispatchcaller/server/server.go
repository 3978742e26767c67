// Package server is a hand-rolled MCP server whose dispatcher returns a
// tool's failure as its own error; its caller, in another package,
// writes the JSON-RPC error.
package server

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
)

type Server struct{}

type request struct {
	ID     any             `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type callParams struct {
	Name      string         `json:"name"`
	Arguments map[string]any `json:"arguments"`
}

// HandleRequest answers one request; a tool's failure is its error.
func (s *Server) HandleRequest(line string) (any, error) { // want HandleRequest:"dispatch errors: server.go:56 server.go:60"
	var req request
	if err := json.Unmarshal([]byte(line), &req); err != nil {
		return nil, err
	}
	switch req.Method {
	case "tools/list":
		return map[string]any{"tools": []any{}}, nil
	case "tools/call":
		return s.handleToolCall(req.Params)
	}
	return nil, fmt.Errorf("unknown method %s", req.Method)
}

func (s *Server) handleToolCall(raw json.RawMessage) (any, error) {
	var p callParams
	if err := json.Unmarshal(raw, &p); err != nil {
		return nil, err
	}
	switch p.Name {
	case "read_file":
		return s.readFile(p.Arguments)
	}
	return nil, fmt.Errorf("unknown tool %q", p.Name)
}

func (s *Server) readFile(args map[string]any) (any, error) {
	path, ok := args["path"].(string)
	if !ok {
		return nil, errors.New("path is required")
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	return map[string]any{"content": []any{map[string]any{"type": "text", "text": string(data)}}}, nil
}
