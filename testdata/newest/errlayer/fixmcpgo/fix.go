// Package fixmcpgo checks the suggested fixes for mcp-go handlers.
package fixmcpgo

import (
	"context"
	"fmt"

	m "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Store is an upstream dependency.
type Store interface {
	Get(ctx context.Context, key string) (string, error)
}

var store Store

func get(ctx context.Context, req m.CallToolRequest) (*m.CallToolResult, error) {
	key, err := req.RequireString("key")
	if err != nil {
		return nil, err // want `tool "get": mcp-go sends this error`
	}
	v, err := store.Get(ctx, key)
	if err != nil {
		return m.NewToolResultText(fmt.Sprintf("lookup failed: %v", err)), nil // want `tool "get": the error's text goes back in a success result`
	}
	if v == "" {
		return nil, fmt.Errorf("empty value for %q", key) // want `tool "get": mcp-go sends this error`
	}
	w, err := store.Get(ctx, v)
	if err != nil {
		return &m.CallToolResult{Content: []m.Content{m.NewTextContent(err.Error())}}, nil // want `tool "get": the error's text goes back in a CallToolResult without IsError`
	}
	return m.NewToolResultText(w), err // err is nil here: not reported
}

func Setup() {
	s := server.NewMCPServer("x", "1")
	s.AddTool(m.NewTool("get"), get)
}
