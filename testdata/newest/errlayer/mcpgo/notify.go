package mcpgo

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func notifyTools(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("notify"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		// The session or its transport failed (no client, a closed
		// stream): the server's own failure, which belongs on the
		// JSON-RPC layer.
		srv := server.ServerFromContext(ctx)
		if err := srv.SendNotificationToClient(ctx, "notifications/progress", map[string]any{"progress": 1}); err != nil {
			return nil, fmt.Errorf("failed to send notification: %w", err)
		}
		return mcp.NewToolResultText("sent"), nil
	})
	s.AddTool(mcp.NewTool("notify_and_fetch"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		srv := server.ServerFromContext(ctx)
		if err := srv.SendNotificationToClient(ctx, "notifications/progress", map[string]any{"progress": 1}); err != nil {
			return nil, err
		}
		data, err := fetch(ctx, req.GetString("query", ""))
		if err != nil {
			return nil, fmt.Errorf("fetch: %w", err) // want `tool "notify_and_fetch": mcp-go sends this error as a JSON-RPC error -32603`
		}
		return mcp.NewToolResultText(data), nil
	})
}

func fetch(ctx context.Context, q string) (string, error) {
	if q == "" {
		return "", fmt.Errorf("upstream: empty page for %q", q)
	}
	return q, nil
}
