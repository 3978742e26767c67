// Package routerany: the tools/call branch calls a function of
// (interface{}, error) that hands on the (*ToolResult, error) of a router
// switching on the tool's name: the tools' failure returns are listed.
package routerany

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
)

type Request struct {
	ID     any             `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type Response struct {
	JSONRPC string    `json:"jsonrpc"`
	ID      any       `json:"id"`
	Result  any       `json:"result,omitempty"`
	Error   *RPCError `json:"error,omitempty"`
}

type RPCError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type ToolResult struct {
	Content []map[string]any `json:"content"`
}

type Server struct{}

func (s *Server) handleRequest(ctx context.Context, req *Request) *Response {
	resp := &Response{JSONRPC: "2.0", ID: req.ID}
	switch req.Method {
	case "tools/call":
		result, err := s.handleCallTool(ctx, req.Params)
		if err != nil {
			resp.Error = &RPCError{Code: -32603, Message: err.Error()} // want `tools/call dispatcher: every tool's execution failure \(the error of s.handleCallTool\(...\)\) is answered here with JSON-RPC error -32603, which the client reports as a failed request and the model never reads \(3 returns of this package's tools reach it: see the related positions\)`
		} else {
			resp.Result = result
		}
	default:
		resp.Error = &RPCError{Code: -32601, Message: "method not found"}
	}
	return resp
}

func (s *Server) handleCallTool(ctx context.Context, params json.RawMessage) (interface{}, error) {
	var p struct {
		Name      string          `json:"name"`
		Arguments json.RawMessage `json:"arguments"`
	}
	if err := json.Unmarshal(params, &p); err != nil {
		return nil, fmt.Errorf("bad params: %w", err)
	}
	result, err := s.handleTool(ctx, p.Name, p.Arguments)
	if err != nil {
		return nil, err
	}
	return result, nil
}

func (s *Server) handleTool(ctx context.Context, name string, args json.RawMessage) (*ToolResult, error) {
	switch name {
	case "list_experiments":
		return s.listExperiments(ctx)
	case "get_experiment":
		return s.getExperiment(ctx, args)
	}
	return nil, fmt.Errorf("unknown tool %q", name)
}

func (s *Server) listExperiments(ctx context.Context) (*ToolResult, error) {
	return nil, errors.New("upstream unavailable")
}

func (s *Server) getExperiment(ctx context.Context, args json.RawMessage) (*ToolResult, error) {
	var a struct {
		ID string `json:"id"`
	}
	if err := json.Unmarshal(args, &a); err != nil {
		return nil, err
	}
	return nil, fmt.Errorf("experiment %s not found", a.ID)
}
