// Package server registers closures that forward to the tools package.
package server

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"fixtures/errlayer/forwarded/tools"
)

func Register(s *server.MCPServer, c tools.Client) {
	s.AddTool(mcp.NewTool("query", mcp.WithString("q", mcp.Required())), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return tools.HandleQuery(c, ctx, req) // want `tool "query": mcp-go sends this error as a JSON-RPC error -32603 \(from tools.HandleQuery\)`
	})
	s.AddTool(mcp.NewTool("lookup", mcp.WithString("id", mcp.Required())), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return tools.HandleLookup(c, ctx, req) // want `tool "lookup": mcp-go sends this error as a JSON-RPC error -32603 \(from tools.HandleLookup\)`
	})
	s.AddTool(mcp.NewTool("status"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return tools.HandleStatus(c, ctx, req)
	})
}
