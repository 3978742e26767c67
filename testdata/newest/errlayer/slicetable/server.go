// Package slicetable is a hand-rolled server that keeps its tools in a
// slice, appended by a registration method, and whose tools/call branch
// searches the slice by name and calls the entry's handler: each
// registered definition is a tool, and its errors are what the branch
// makes of them (here JSON-RPC -32603).
package slicetable

import (
	"encoding/json"
	"errors"
	"os"
)

type toolHandler func(args json.RawMessage) (any, error)

type toolDef struct {
	Name        string
	Description string
	InputSchema json.RawMessage
	Handler     toolHandler
}

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type response struct {
	JSONRPC string    `json:"jsonrpc"`
	ID      any       `json:"id"`
	Result  any       `json:"result,omitempty"`
	Error   *rpcError `json:"error,omitempty"`
}

type request struct {
	ID     any             `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type Server struct{ tools []toolDef }

func (s *Server) registerTool(def toolDef) {
	s.tools = append(s.tools, def)
}

func (s *Server) handle(req request) response {
	resp := response{JSONRPC: "2.0", ID: req.ID}
	switch req.Method {
	case "tools/call":
		var p struct {
			Name      string          `json:"name"`
			Arguments json.RawMessage `json:"arguments"`
		}
		if err := json.Unmarshal(req.Params, &p); err != nil {
			resp.Error = &rpcError{Code: -32602, Message: "invalid params"}
			break
		}
		var found *toolDef
		for i := range s.tools {
			if s.tools[i].Name == p.Name {
				found = &s.tools[i]
				break
			}
		}
		if found == nil {
			resp.Error = &rpcError{Code: -32602, Message: "unknown tool"}
			break
		}
		result, err := found.Handler(p.Arguments)
		if err != nil {
			resp.Error = &rpcError{Code: -32603, Message: err.Error()} // want `tools/call dispatcher: every tool's execution failure \(the error of found.Handler\(...\)\) is answered here with JSON-RPC error -32603`
			break
		}
		resp.Result = map[string]any{"content": []map[string]any{{"type": "text", "text": result}}}
	default:
		resp.Error = &rpcError{Code: -32601, Message: "method not found"}
	}
	return resp
}

func (s *Server) readFile(args json.RawMessage) (any, error) {
	var a struct {
		Path string `json:"path"`
	}
	if err := json.Unmarshal(args, &a); err != nil {
		return nil, err
	}
	if a.Path == "" {
		return nil, errors.New("path is required")
	}
	b, err := os.ReadFile(a.Path)
	if err != nil {
		return nil, err
	}
	return string(b), nil
}

func (s *Server) version(args json.RawMessage) (any, error) {
	return "1.0.0", nil
}

func New() *Server {
	s := &Server{}
	s.registerTool(toolDef{Name: "read_file", Description: "Reads a file.", Handler: s.readFile}) // want `tool "read_file": \(\*slicetable.Server\).readFile returns errors that the hand-rolled server's tools/call dispatcher answers with JSON-RPC errors`
	s.registerTool(toolDef{Name: "version", Description: "The version.", Handler: s.version})
	return s
}
