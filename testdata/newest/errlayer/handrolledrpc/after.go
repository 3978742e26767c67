package handrolledrpc

import (
	"errors"
	"fmt"
	"strings"
)

// mapRequest carries its params as a map.
type mapRequest struct {
	ID     any            `json:"id"`
	Method string         `json:"method"`
	Params map[string]any `json:"params"`
}

func callEcho(args map[string]any) (string, error) {
	msg, ok := args["message"].(string)
	if !ok {
		return "", errors.New("message must be a string")
	}
	return msg, nil
}

func callUpper(args map[string]any) (string, error) {
	s, _ := args["text"].(string)
	if s == "" {
		return "", errors.New("text is empty")
	}
	return strings.ToUpper(s), nil
}

// serveAfter builds the error response after the switch, for every
// method; the tools/call branch's error is a tool's failure.
func (s *Server) serveAfter(req mapRequest) Response {
	var resp Response
	var err error
	switch req.Method {
	case "tools/list":
		resp, err = s.listTools(req)
	case "tools/call":
		resp, err = s.callTool(req)
	default:
		resp = Response{Error: &RPCError{Code: -32601, Message: "Method not found"}}
	}
	if err != nil {
		resp = Response{JSONRPC: "2.0", ID: req.ID, Error: &RPCError{Code: -32000, Message: err.Error()}} // want `tools/call dispatcher: every tool's execution failure \(the error of s.callTool\(...\)\) is answered here with JSON-RPC error -32000`
	}
	return resp
}

func (s *Server) listTools(req mapRequest) (Response, error) {
	if req.Params == nil {
		return Response{}, errors.New("no params")
	}
	return Response{ID: req.ID}, nil
}

func (s *Server) callTool(req mapRequest) (Response, error) {
	name, ok := req.Params["name"].(string)
	if !ok {
		return Response{}, fmt.Errorf("missing name")
	}
	arguments, _ := req.Params["arguments"].(map[string]any)
	if name == "echo" {
		msg, err := callEcho(arguments)
		if err != nil {
			return Response{}, fmt.Errorf("echo: %w", err)
		}
		return *textResult(req.ID, msg), nil
	}
	return Response{}, fmt.Errorf("unknown tool %q", name)
}

// serveAfterGood has the same shape, but the tool's failure becomes an
// isError result and only malformed or unknown calls are errors.
func (s *Server) serveAfterGood(req mapRequest) Response {
	var resp Response
	var err error
	switch req.Method {
	case "tools/call":
		resp, err = s.callToolGood(req)
	default:
		resp = Response{Error: &RPCError{Code: -32601, Message: "Method not found"}}
	}
	if err != nil {
		resp = Response{JSONRPC: "2.0", ID: req.ID, Error: &RPCError{Code: -32000, Message: err.Error()}}
	}
	return resp
}

func (s *Server) callToolGood(req mapRequest) (Response, error) {
	name, ok := req.Params["name"].(string)
	if !ok {
		return Response{}, fmt.Errorf("missing name")
	}
	arguments, _ := req.Params["arguments"].(map[string]any)
	if name == "upper" {
		out, err := callUpper(arguments)
		if err != nil {
			return Response{ID: req.ID, Result: toolResult{IsError: true, Content: []map[string]string{{"type": "text", "text": err.Error()}}}}, nil
		}
		return *textResult(req.ID, out), nil
	}
	return Response{}, fmt.Errorf("unknown tool %q", name)
}

var _ = []any{(*Server).serveAfter, (*Server).serveAfterGood}
