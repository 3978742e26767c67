// Package answers is a hand-rolled server whose tools/call branch answers
// a handler's error with -32603, while every handler in its table answers
// its own failures with an isError result: the dispatcher's answer
// carries no tool's failure, and is not reported.
package answers

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

type ToolHandler func(ctx context.Context, args map[string]any) (*CallToolResponse, error)

type Server struct{ tools map[string]ToolHandler }

func errorResult(msg string) *CallToolResponse {
	return &CallToolResponse{Content: []map[string]any{{"type": "text", "text": msg}}, IsError: true}
}

func NewServer() *Server {
	s := &Server{tools: map[string]ToolHandler{}}
	s.tools["search_players"] = s.searchPlayers
	s.tools["get_club"] = s.getClub
	return s
}

func (s *Server) searchPlayers(ctx context.Context, args map[string]any) (*CallToolResponse, error) {
	q, ok := args["query"].(string)
	if !ok {
		return errorResult("query must be a string"), nil
	}
	return &CallToolResponse{Content: []map[string]any{{"type": "text", "text": q}}}, nil
}

func (s *Server) getClub(ctx context.Context, args map[string]any) (*CallToolResponse, error) {
	if _, err := lookup(args["id"]); err != nil {
		return errorResult(err.Error()), nil
	}
	return &CallToolResponse{}, nil
}

func lookup(id any) (string, error) {
	if id == nil {
		return "", errors.New("no club")
	}
	return "club", nil
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
		handler, ok := s.tools[p.Name]
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
