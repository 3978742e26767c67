// Package rpc is a hand-rolled MCP server whose tool table holds
// handlers of its own type, func(args) (any, error), and whose tools/call
// branch answers a handler's error with a JSON-RPC error -32603, as
// calculator-server does. The tools are registered from another package
// and their handlers live in a third, which imports nothing of this one.
package rpc

import (
	"encoding/json"
	"fmt"
)

type ToolHandler func(args map[string]interface{}) (interface{}, error)

type Request struct {
	ID     json.RawMessage `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type RPCError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
	Data    any    `json:"data,omitempty"`
}

type Response struct {
	ID     json.RawMessage `json:"id"`
	Result any             `json:"result,omitempty"`
	Error  *RPCError       `json:"error,omitempty"`
}

type Server struct {
	tools   map[string]ToolHandler
	schemas map[string]map[string]any
}

func NewServer() *Server {
	return &Server{tools: map[string]ToolHandler{}, schemas: map[string]map[string]any{}}
}

// RegisterTool stores the handler in the table that HandleRequest reads.
func (s *Server) RegisterTool(name, description string, schema map[string]any, handler ToolHandler) {
	s.tools[name] = handler
	s.schemas[name] = schema
}

type callParams struct {
	Name      string                 `json:"name"`
	Arguments map[string]interface{} `json:"arguments"`
}

func (s *Server) HandleRequest(req *Request) *Response {
	switch req.Method {
	case "tools/list":
		return &Response{ID: req.ID, Result: map[string]any{"tools": s.schemas}}
	case "tools/call":
		var p callParams
		if err := json.Unmarshal(req.Params, &p); err != nil {
			return &Response{ID: req.ID, Error: &RPCError{Code: -32602, Message: "Invalid params"}}
		}
		handler, ok := s.tools[p.Name]
		if !ok {
			return &Response{ID: req.ID, Error: &RPCError{Code: -32602, Message: "Tool not found", Data: p.Name}}
		}
		result, err := handler(p.Arguments)
		if err != nil {
			return &Response{ID: req.ID, Error: &RPCError{Code: -32603, Message: "Tool execution failed", Data: err.Error()}} // want `tools/call dispatcher: every tool's execution failure \(the error of handler\(...\)\) is answered here with JSON-RPC error -32603`
		}
		text, _ := json.Marshal(result)
		return &Response{ID: req.ID, Result: map[string]any{"content": []map[string]any{{"type": "text", "text": string(text)}}}}
	}
	return &Response{ID: req.ID, Error: &RPCError{Code: -32601, Message: fmt.Sprintf("method %q not found", req.Method)}}
}
