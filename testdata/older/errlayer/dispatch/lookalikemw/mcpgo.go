// Package lookalikemw holds correct middleware that looks like a dispatch
// failure answered with isError: nothing here is reported.
package lookalikemw

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// quotaMiddleware is mcp-go tool middleware: a policy table keyed by
// tool name.
func quotaMiddleware(left map[string]int) server.ToolHandlerMiddleware {
	return func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if n, ok := left[req.Params.Name]; ok && n <= 0 {
				return mcp.NewToolResultError("quota for this tool not found or exhausted"), nil
			}
			return next(ctx, req)
		}
	}
}

// adminMiddleware checks an allow-list from configuration. The tool is
// registered and listed; refusing it is policy.
func adminMiddleware(enabled map[string]bool) server.ToolHandlerMiddleware {
	return func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if !enabled[req.Params.Name] {
				return mcp.NewToolResultError("tool disabled by administrator"), nil
			}
			return next(ctx, req)
		}
	}
}

func SetupMCPGo() {
	server.NewMCPServer("l", "1",
		server.WithToolHandlerMiddleware(quotaMiddleware(nil)),
		server.WithToolHandlerMiddleware(adminMiddleware(nil)))
}
