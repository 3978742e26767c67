// Package mcpgo holds errlayer cases for mcp-go v0.43.2, where (nil, nil)
// crashes the dispatcher.
package mcpgo

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Store is an upstream dependency.
type Store interface {
	Get(ctx context.Context, key string) (string, error)
}

var store Store

func get(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	key, err := req.RequireString("key")
	if err != nil {
		return nil, err // want `tool "get": mcp-go sends this error as a JSON-RPC error -32603 \(from RequireString: argument validation`
	}
	v, err := store.Get(ctx, key)
	if err != nil {
		return nil, fmt.Errorf("get %s: %w", key, err) // want `tool "get": mcp-go sends this error as a JSON-RPC error -32603 \(from fmt.Errorf\)`
	}
	if v == "" {
		return nil, nil // want `tool "get" returns \(nil, nil\): mcp-go v0.43.2 dereferences the nil result in its dispatcher and a stdio server crashes`
	}
	return mcp.NewToolResultText(v), nil
}

func safe(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v, err := store.Get(ctx, "k")
	if errors.Is(err, context.DeadlineExceeded) {
		return nil, err // cancellation: not a finding
	}
	if err != nil {
		return mcp.NewToolResultErrorFromErr("get failed", err), nil
	}
	return mcp.NewToolResultText(v), nil
}

func Setup() {
	s := server.NewMCPServer("x", "1")
	s.AddTool(mcp.NewTool("get"), get)
	s.AddTool(mcp.NewTool("safe"), safe)
}
