// Package server registers the definitions of package defs with its own
// handlers: the schemas come from defs' facts.
package server

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"fixtures/inputdrift/crosspkg/defs"
)

func search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q := req.GetString("query", "")
	page := req.GetInt("page", 1) // want `tool "search": the handler reads argument "page" \(GetInt\), which the inputSchema that SearchTool builds does not declare`
	limit := req.GetInt("limit", 10)
	_, _ = page, limit
	return mcp.NewToolResultText(q), nil
}

func send(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	to, err := req.RequireString("to")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	subject, err := req.RequireString("body") // want `tool "send": the handler fails the call without argument "body" \(RequireString\), but the inputSchema that SendTool builds leaves it optional`
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(to + subject), nil
}

func open(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(req.GetString("path", "") + req.GetString("mode", "r")), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(defs.SearchTool(), search)
	s.AddTool(defs.SendTool(), send)
	s.AddTool(defs.OpenTool(), open)
}
