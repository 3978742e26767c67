// Package adapterreg registers each tool through an adapter that returns
// a new tool whose handler turns errors into isError results
// (dagger/container-use's wrapTool): the handlers behind it are right to
// return errors, whatever the SDK's default.
package adapterreg

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Tool struct {
	Definition mcp.Tool
	Handler    server.ToolHandlerFunc
}

func wrapTool(t *Tool) *Tool {
	return &Tool{
		Definition: t.Definition,
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			res, err := t.Handler(ctx, req)
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return res, nil
		},
	}
}

func tools() []*Tool {
	return []*Tool{{
		Definition: mcp.NewTool("environment_open"),
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return nil, errors.New("no such environment")
		},
	}}
}

func Install(s *server.MCPServer) {
	for _, t := range tools() {
		s.AddTool(t.Definition, wrapTool(t).Handler)
	}
}
