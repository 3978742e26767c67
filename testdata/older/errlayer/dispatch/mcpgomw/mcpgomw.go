// Package mcpgomw holds mcp-go tool middleware keyed by tool name.
package mcpgomw

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// routeMiddleware is tool middleware with its own route table.
func routeMiddleware(known map[string]bool) server.ToolHandlerMiddleware {
	return func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if _, ok := known[req.Params.Name]; !ok {
				return mcp.NewToolResultError("unknown tool " + req.Params.Name), nil // want `tool middleware: a tool name that is not in the lookup table`
			}
			return next(ctx, req)
		}
	}
}

// limitMiddleware keys a policy table by tool name: a miss is not an
// unknown tool.
func limitMiddleware(limits map[string]int) server.ToolHandlerMiddleware {
	return func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if _, ok := limits[req.Params.Name]; !ok {
				return mcp.NewToolResultError("rate limit exceeded"), nil
			}
			return next(ctx, req)
		}
	}
}

// orgMiddleware looks up an argument (terraform-mcp-server's allowlist).
func orgMiddleware(allowed map[string]struct{}) server.ToolHandlerMiddleware {
	return func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			org := req.GetString("organization", "")
			if _, ok := allowed[org]; !ok {
				return mcp.NewToolResultError(fmt.Sprintf("organization %q not found", org)), nil
			}
			return next(ctx, req)
		}
	}
}

func Setup() {
	server.NewMCPServer("mw", "1",
		server.WithToolHandlerMiddleware(routeMiddleware(nil)),
		server.WithToolHandlerMiddleware(limitMiddleware(nil)),
		server.WithToolHandlerMiddleware(orgMiddleware(nil)))
}
