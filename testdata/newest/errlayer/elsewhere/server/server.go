// Package server registers the handlers of package handlers.
package server

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"fixtures/errlayer/elsewhere/handlers"
)

func New() *server.MCPServer {
	s := server.NewMCPServer("elsewhere", "1.0.0")
	s.AddTool(mcp.NewTool("fetch", mcp.WithString("url", mcp.Required())), handlers.Fetch)
	s.AddTool(mcp.NewTool("reset"), handlers.Reset)
	s.AddTool(mcp.NewTool("status"), handlers.Status)
	s.AddTool(mcp.NewTool("list", mcp.WithString("a"), mcp.WithString("b")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return handlers.List(ctx, req)
	})
	return s
}
