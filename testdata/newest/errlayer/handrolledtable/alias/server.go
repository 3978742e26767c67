// Package alias is a hand-rolled server that registers one handler again
// under a second name, read back from its own table. The alias adds no
// handler the table does not hold: every handler answers its failures
// with an isError result, so the dispatcher's -32603 carries no tool's
// failure, and is not reported.
package alias

import (
	"context"
	"encoding/json"
	"errors"
)

type Request struct {
	ID     any             `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type Response struct {
	ID     any    `json:"id"`
	Result any    `json:"result,omitempty"`
	Error  *Error `json:"error,omitempty"`
}

type Error struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type CallToolResponse struct {
	Content []map[string]any `json:"content"`
	IsError bool             `json:"isError"`
}

type Tool struct {
	Name        string `json:"name"`
	Description string `json:"description"`
}

type ToolHandler func(ctx context.Context, args map[string]any) (*CallToolResponse, error)

type Server struct {
	tools    map[string]Tool
	handlers map[string]ToolHandler
}

func errorResult(msg string) *CallToolResponse {
	return &CallToolResponse{Content: []map[string]any{{"type": "text", "text": msg}}, IsError: true}
}

func NewServer() *Server {
	s := &Server{tools: map[string]Tool{}, handlers: map[string]ToolHandler{}}
	s.registerTool(Tool{Name: "get_club"}, s.getClub)
	clubTool := s.tools["get_club"]
	clubHandler := s.handlers["get_club"]
	clubTool.Name = "club"
	s.registerTool(clubTool, clubHandler)
	return s
}

func (s *Server) registerTool(t Tool, h ToolHandler) {
	s.tools[t.Name] = t
	s.handlers[t.Name] = h
}

func (s *Server) getClub(ctx context.Context, args map[string]any) (*CallToolResponse, error) {
	if args["id"] == nil {
		return errorResult(errors.New("no club").Error()), nil
	}
	return &CallToolResponse{}, nil
}

func (s *Server) Handle(ctx context.Context, req Request) *Response {
	switch req.Method {
	case "tools/call":
		var p struct {
			Name      string         `json:"name"`
			Arguments map[string]any `json:"arguments"`
		}
		if err := json.Unmarshal(req.Params, &p); err != nil {
			return &Response{ID: req.ID, Error: &Error{Code: -32602, Message: err.Error()}}
		}
		handler, ok := s.handlers[p.Name]
		if !ok {
			return &Response{ID: req.ID, Error: &Error{Code: -32602, Message: "unknown tool"}}
		}
		res, err := handler(ctx, p.Arguments)
		if err != nil {
			return &Response{ID: req.ID, Error: &Error{Code: -32603, Message: err.Error()}}
		}
		return &Response{ID: req.ID, Result: res}
	}
	return &Response{ID: req.ID, Error: &Error{Code: -32601, Message: "method not found"}}
}
