// Package spec0618 is checked with -mcp.spec=2025-06-18, when invalid
// arguments were a protocol error: argument-validation errors are not
// reported, other failures still are.
package spec0618

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args struct{ Q string }
	if err := req.BindArguments(&args); err != nil {
		return nil, err
	}
	n, err := req.RequireInt("n")
	if err != nil {
		return nil, err
	}
	if n > 10 {
		return nil, errors.New("too many") // want `tool "search": mcp-go sends this error as a JSON-RPC error -32603 \(from errors.New\)`
	}
	return mcp.NewToolResultText(args.Q), nil
}

func Setup() {
	s := server.NewMCPServer("x", "1")
	s.AddTool(mcp.NewTool("search"), handle)
}
