// Package sinkconv registers each listed handler through a wrapper that
// turns its errors into isError results: the handlers are right to
// return errors (silent).
package sinkconv

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type entry struct {
	tool    mcp.Tool
	handler server.ToolHandlerFunc
}

func entries() []entry {
	return []entry{
		{tool: mcp.NewTool("lookup_record"), handler: lookup},
	}
}

func lookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("no such record")
}

func asToolError(name string, h server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := h(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(name + ": " + err.Error()), nil
		}
		return res, nil
	}
}

func Install(s *server.MCPServer) {
	for _, e := range entries() {
		s.AddTool(e.tool, asToolError(e.tool.Name, e.handler))
	}
}
