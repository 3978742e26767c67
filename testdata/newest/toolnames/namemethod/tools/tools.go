// Package tools defines tools as types whose Name method returns their
// name; package server registers them.
package tools

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Query string `json:"query"`
}

type Search struct{}

func (Search) Name() string { return "search movies" }

func (Search) Handler() func(context.Context, *mcp.CallToolRequest, In) (*mcp.CallToolResult, any, error) {
	return func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: in.Query}}}, nil, nil
	}
}

type Details struct{ prefix string }

// Name is computed: not a constant.
func (d Details) Name() string { return d.prefix + "details" }

func (Details) Handler() func(context.Context, *mcp.CallToolRequest, In) (*mcp.CallToolResult, any, error) {
	return func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		return &mcp.CallToolResult{}, nil, nil
	}
}
