// want package:"uses mcp"

// Package handrolledcases is a JSON-RPC server without an SDK: its
// tools/list answer is built two calls below the dispatcher, partly by
// append, and its tools/call branch runs each tool in a case of a switch
// on the tool name, two calls deep.
package handrolledcases

import (
	"encoding/json"
	"errors"
)

type tool struct {
	Name        string         `json:"name"`
	InputSchema map[string]any `json:"inputSchema"`
}

type request struct {
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type response struct {
	Result any `json:"result,omitempty"`
	Error  any `json:"error,omitempty"`
}

type server struct{ admin bool }

func (s *server) handle(req request) response {
	switch req.Method {
	case "tools/list":
		return s.listTools()
	case "tools/call":
		return s.callTool(req)
	}
	return response{Error: map[string]any{"code": -32601, "message": "method not found"}}
}

func (s *server) listTools() response {
	return response{Result: map[string]any{"tools": s.available()}}
}

func (s *server) available() []tool {
	tools := []tool{
		{Name: "query", InputSchema: map[string]any{"type": "object"}},
		{Name: "describe", InputSchema: map[string]any{"type": "object"}},
	}
	if s.admin {
		tools = append(tools, tool{Name: "drop_table", InputSchema: map[string]any{"type": "object"}})
	}
	// A tool the list names but no case runs: defined, not known.
	tools = append(tools, tool{Name: "vacuum", InputSchema: map[string]any{"type": "object"}})
	return tools
}

func (s *server) callTool(req request) response {
	var p struct {
		Name      string         `json:"name"`
		Arguments map[string]any `json:"arguments"`
	}
	if err := json.Unmarshal(req.Params, &p); err != nil {
		return response{Error: map[string]any{"code": -32602, "message": err.Error()}}
	}
	text, err := s.execute(p.Name, p.Arguments)
	if err != nil {
		return response{Result: map[string]any{"isError": true, "content": []any{map[string]any{"type": "text", "text": err.Error()}}}}
	}
	return response{Result: map[string]any{"content": []any{map[string]any{"type": "text", "text": text}}}}
}

func (s *server) execute(name string, args map[string]any) (string, error) {
	// A switch on another string first: its cases name no tool.
	switch mode, _ := args["mode"].(string); mode {
	case "fast", "vacuum_full":
	}
	switch name {
	case "query":
		return "rows", nil
	case "describe", "drop_table":
		return "ok", nil
	}
	return "", errors.New("unknown tool " + name)
}
