package handrolledrpc

import (
	"context"
	"encoding/json"
	"errors"
)

// handleGood answers a tool failure with an isError result and an
// unknown tool with -32602.
func (s *Server) handleGood(ctx context.Context, req Request) *Response {
	if req.Method != "tools/call" {
		return createErrorResponse(req.ID, -32601, "method not found")
	}
	var p callParams
	if err := json.Unmarshal(req.Params, &p); err != nil {
		return createErrorResponse(req.ID, -32602, err.Error())
	}
	tool, ok := s.tools[p.Name]
	if !ok {
		return createErrorResponse(req.ID, -32602, "unknown tool: "+p.Name)
	}
	out, err := tool.Execute(ctx, p.Arguments)
	if err != nil {
		return &Response{JSONRPC: "2.0", ID: req.ID, Result: toolResult{IsError: true, Content: []map[string]string{{"type": "text", "text": err.Error()}}}}
	}
	return textResult(req.ID, out)
}

// handleLookup: the registry's error is only ever "unknown tool", no
// tool's failure; but -32603 says the server failed, where the spec's
// code for an unknown tool is -32602.
func (s *Server) handleLookup(ctx context.Context, req Request) *Response {
	if req.Method != "tools/call" {
		return nil
	}
	var p callParams
	_ = json.Unmarshal(req.Params, &p)
	tool, err := s.registry.Get(p.Name)
	if err != nil {
		return internalError(req.ID, err) // want `tools/call dispatcher: a malformed request \(params that are not an object, no tool name\) or an unknown tool is answered here with JSON-RPC error -32603`
	}
	out, err := tool.Execute(ctx, p.Arguments)
	if err != nil {
		return &Response{ID: req.ID, Result: toolResult{IsError: true}}
	}
	return textResult(req.ID, out)
}

func invalidParams(id any, err error) *Response {
	return &Response{JSONRPC: "2.0", ID: id, Error: &RPCError{Code: -32602, Message: err.Error()}}
}

// handleInvalid answers Execute's error with -32602 on purpose (argument
// errors were protocol errors in spec 2025-06-18): the intent is stated.
func (s *Server) handleInvalid(ctx context.Context, req Request) *Response {
	if req.Method != "tools/call" {
		return nil
	}
	var p callParams
	_ = json.Unmarshal(req.Params, &p)
	tool, ok := s.tools[p.Name]
	if !ok {
		return invalidParams(req.ID, nil)
	}
	out, err := tool.Execute(ctx, p.Arguments)
	if err != nil {
		return invalidParams(req.ID, err)
	}
	return textResult(req.ID, out)
}

// handleCoded picks the code at run time: silent.
func (s *Server) handleCoded(ctx context.Context, req Request) *Response {
	if req.Method != "tools/call" {
		return nil
	}
	var p callParams
	_ = json.Unmarshal(req.Params, &p)
	out, err := s.tools[p.Name].Execute(ctx, p.Arguments)
	if err != nil {
		return createErrorResponse(req.ID, codeOf(err), err.Error())
	}
	return textResult(req.ID, out)
}

func codeOf(err error) int {
	if err == context.Canceled {
		return -32800
	}
	return -32603
}

var _ = []any{(*Server).handleGood, (*Server).handleLookup, (*Server).handleInvalid, (*Server).handleCoded}

// upstream is a gateway's connection to another MCP server.
type upstream struct{ addr string }

func (u *upstream) CallTool(ctx context.Context, name string, args map[string]any) (string, error) {
	if u.addr == "" {
		return "", errors.New("no upstream address")
	}
	return "forwarded " + name, nil
}

// handleGateway forwards the call upstream; a failure to reach it is the
// gateway's server error, answered with -32603 on purpose.
func (s *Server) handleGateway(ctx context.Context, req Request, up *upstream) *Response {
	if req.Method != "tools/call" {
		return nil
	}
	var p callParams
	_ = json.Unmarshal(req.Params, &p)
	out, err := up.CallTool(ctx, p.Name, p.Arguments)
	if err != nil {
		return createErrorResponse(req.ID, -32603, "upstream: "+err.Error())
	}
	return textResult(req.ID, out)
}

var _ = (*Server).handleGateway
