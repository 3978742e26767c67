// Package gosdk holds errlayer cases for the official go-sdk.
package gosdk

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	City string `json:"city"`
}

type Out struct {
	Temperature float64 `json:"temperature"`
}

// Weather is an upstream API.
type Weather interface {
	Get(ctx context.Context, city string) (float64, error)
}

var api Weather

// errUnauthorized is a custom protocol error (buildkite re-auth): deliberate.
var errUnauthorized = &jsonrpc.Error{Code: 401, Message: "unauthorized"}

var errBadCity = &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "unknown city"}

func raw(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var in In
	if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
		return nil, err // want `tool "raw": go-sdk sends this error as a JSON-RPC error with code 0 \(from json.Unmarshal of the arguments: argument validation, a tool execution error since spec 2025-11-25\); the model never reads it; return a \*mcp.CallToolResult with IsError set`
	}
	t, err := api.Get(ctx, in.City)
	if err != nil {
		return nil, fmt.Errorf("weather: %w", err) // want `tool "raw": go-sdk sends this error as a JSON-RPC error with code 0 \(from fmt.Errorf\)`
	}
	if t < -100 {
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "bad city"} // deliberate protocol error
	}
	if t > 100 {
		return nil, fmt.Errorf("lookup: %w", &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "bad"}) // wrapped: code kept in raw handlers
	}
	if t == 0 {
		return nil, mcp.ResourceNotFoundError("weather://" + in.City) // deliberate
	}
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	if t == 1 {
		return nil, nil // want `tool "raw" returns \(nil, nil\): go-sdk sends "result": null to older sessions and crashes the server process \(nil-pointer panic\) on 2026-07-28 requests; return a result`
	}
	res := &mcp.CallToolResult{}
	if t == 2 {
		res.SetError(errors.New("too cold"))
		return res, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(t)}}}, nil
}

func typed(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if name := req.Params.Name; name == "" {
		// A check of the request itself (like a tampered requestState in
		// the conformance server): -32602 is the malformed-request code.
		return nil, Out{}, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "malformed request"}
	}
	t, err := api.Get(ctx, in.City)
	if err != nil {
		return nil, Out{}, err // typed: becomes an isError result
	}
	switch {
	case t < -100:
		return nil, Out{}, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "no such city"} // want `tool "typed": go-sdk sends this \*jsonrpc.Error \(code -32602\) as a JSON-RPC error, so the model never reads it`
	case t < -90:
		return nil, Out{}, errBadCity // want `tool "typed": go-sdk sends this errBadCity \*jsonrpc.Error \(code -32602\) as a JSON-RPC error`
	case t < -80:
		return nil, Out{}, mcp.ResourceNotFoundError("weather://x") // want `go-sdk sends this mcp.ResourceNotFoundError as a JSON-RPC error`
	case t < -70:
		return nil, Out{}, errUnauthorized // custom code: deliberate
	case t < -60:
		return nil, Out{}, &jsonrpc.Error{Code: mcp.CodeURLElicitationRequired, Message: "login"} // want `JSON-RPC error code -32042: retired by spec 2026-07-28`
	case t < -50:
		return nil, Out{}, &jsonrpc.Error{Code: jsonrpc.CodeInternalError, Message: "server error"} // a server error
	case t > 100:
		return nil, Out{}, fmt.Errorf("lookup: %w", errBadCity) // want `tool "typed": go-sdk passes a \*jsonrpc.Error through a typed handler only when it is returned unwrapped`
	case t > 90:
		return nil, Out{}, fmt.Errorf("lookup: %v", errBadCity) // %v: a plain error, isError
	}
	return nil, Out{Temperature: t}, nil
}

func hidden(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	t, err := api.Get(ctx, in.City)
	if err != nil {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "lookup failed: " + err.Error()}}}, Out{}, nil // want `tool "hidden": the error's text goes back in a CallToolResult without IsError`
	}
	return nil, Out{Temperature: t}, nil
}

// adapt turns a typed-shape handler into a raw one, passing errors on
// (github-mcp-server).
func adapt[I, O any](h mcp.ToolHandlerFor[I, O]) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var in I
		res, _, err := h(ctx, req, in)
		return res, err
	}
}

func adapted(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	t, err := api.Get(ctx, in.City)
	if err != nil {
		return nil, nil, fmt.Errorf("failed to get weather: %w", err) // want `tool "adapted": go-sdk sends this error as a JSON-RPC error with code 0 \(from fmt.Errorf\)`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(t)}}}, nil, nil
}

func prompt(ctx context.Context, req *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	return nil, errors.New("prompt errors are JSON-RPC errors by design")
}

func Setup() {
	s := mcp.NewServer(&mcp.Implementation{Name: "x", Version: "1"}, nil)
	s.AddTool(&mcp.Tool{Name: "raw", InputSchema: json.RawMessage(`{"type":"object"}`)}, raw)
	mcp.AddTool(s, &mcp.Tool{Name: "typed"}, typed)
	mcp.AddTool(s, &mcp.Tool{Name: "hidden"}, hidden)
	s.AddTool(&mcp.Tool{Name: "adapted", InputSchema: json.RawMessage(`{"type":"object"}`)}, adapt(adapted))
	s.AddPrompt(&mcp.Prompt{Name: "p"}, prompt)
}
