// Package mcpgomw installs server tool middleware that turns handler
// errors into isError results (korotovsky/slack-mcp-server): handlers
// that return errors are not reported.
package mcpgomw

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func recoverErrors(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	}
}

func history(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	ch, err := req.RequireString("channel")
	if err != nil {
		return nil, err
	}
	return nil, errors.New("no history for " + ch)
}

func Setup() {
	s := server.NewMCPServer("slack", "1", server.WithToolHandlerMiddleware(recoverErrors))
	s.AddTool(mcp.NewTool("history"), history)
}
