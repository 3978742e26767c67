// Package fixgosdk checks the suggested fix for go-sdk raw handlers.
package fixgosdk

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Store is an upstream dependency.
type Store interface {
	Get(ctx context.Context, key string) (string, error)
}

var store Store

func get(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v, err := store.Get(ctx, "k")
	if err != nil {
		return nil, err // want `tool "get": go-sdk sends this error`
	}
	if v == "" {
		return nil, errors.New("empty") // want `tool "get": go-sdk sends this error`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: v}}}, nil
}

func Setup() {
	s := mcp.NewServer(&mcp.Implementation{Name: "x", Version: "1"}, nil)
	s.AddTool(&mcp.Tool{Name: "get", InputSchema: json.RawMessage(`{"type":"object"}`)}, get)
}
