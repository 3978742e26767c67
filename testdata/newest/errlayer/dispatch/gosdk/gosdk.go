// Package gosdk holds go-sdk handlers that route tools/call by tool name.
package gosdk

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type backend func(ctx context.Context, args json.RawMessage) (string, error)

type gateway struct{ routes map[string]backend }

func (g *gateway) getRoute(name string) (backend, bool) {
	b, ok := g.routes[name]
	return b, ok
}

func text(s string) []mcp.Content { return []mcp.Content{&mcp.TextContent{Text: s}} }

// errorResult is a helper that always makes an isError result.
func errorResult(msg string) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: text(msg)}
}

// raw is a gateway's raw handler for every upstream tool.
func (g *gateway) raw(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, ok := g.getRoute(req.Params.Name)
	if !ok {
		return errorResult("unknown tool " + req.Params.Name), nil // want `tool handler: a tool name that is not in the lookup table.*jsonrpc.CodeInvalidParams`
	}
	out, err := b(ctx, req.Params.Arguments)
	if err != nil {
		return errorResult(err.Error()), nil
	}
	return &mcp.CallToolResult{Content: text(out)}, nil
}

// rawGood answers the miss with -32602, as go-sdk itself does.
func (g *gateway) rawGood(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, ok := g.routes[req.Params.Name]
	if !ok {
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: fmt.Sprintf("unknown tool %q", req.Params.Name)}
	}
	out, err := b(ctx, req.Params.Arguments)
	if err != nil {
		return errorResult(err.Error()), nil
	}
	return &mcp.CallToolResult{Content: text(out)}, nil
}

type In struct {
	Query string `json:"query"`
}

// typed serves several tools through mcp.AddTool.
func (g *gateway) typed(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	name := req.Params.Name
	b := g.routes[name]
	if b == nil {
		res := &mcp.CallToolResult{}
		res.SetError(fmt.Errorf("tool %s not found", name)) // want `tools "t1", "t2": a tool name that is not in the lookup table.*unwrapped`
		return res, nil, nil
	}
	out, err := b(ctx, nil)
	if err != nil {
		return nil, nil, err
	}
	return &mcp.CallToolResult{Content: text(out)}, nil, nil
}

// typedGood returns the unwrapped *jsonrpc.Error: -32602 for an unknown
// tool is a protocol error (not typed-protocol-error either).
func (g *gateway) typedGood(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	b, ok := g.routes[req.Params.Name]
	if !ok {
		return nil, nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "unknown tool"}
	}
	out, err := b(ctx, nil)
	if err != nil {
		return nil, nil, err
	}
	return &mcp.CallToolResult{Content: text(out)}, nil, nil
}

// subCommand is one tool with an enum argument: input validation.
func subCommand(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	switch in.Query {
	case "pods", "nodes":
		return &mcp.CallToolResult{Content: text(in.Query)}, nil, nil
	}
	return &mcp.CallToolResult{IsError: true, Content: text("unknown query " + in.Query)}, nil, nil
}

func Setup(upstream []string) {
	g := &gateway{}
	s := mcp.NewServer(&mcp.Implementation{Name: "gw", Version: "1"}, nil)
	for _, n := range upstream {
		s.AddTool(&mcp.Tool{Name: n, InputSchema: json.RawMessage(`{"type":"object"}`)}, g.raw)
		s.AddTool(&mcp.Tool{Name: n + "_good", InputSchema: json.RawMessage(`{"type":"object"}`)}, g.rawGood)
		mcp.AddTool(s, &mcp.Tool{Name: n + "_typed"}, g.typedGood)
	}
	mcp.AddTool(s, &mcp.Tool{Name: "t1"}, g.typed)
	mcp.AddTool(s, &mcp.Tool{Name: "t2"}, g.typed)
	mcp.AddTool(s, &mcp.Tool{Name: "k8s"}, subCommand)
}
