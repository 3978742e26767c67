// Package sessiontools gives each session its own proxied tools, as
// mcp-grafana's proxied_tools.go does: the AddSessionTools call is a
// per-session tool list, and the handlers that call Register from
// another package change the tool set as a side effect of a request.
package sessiontools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Register discovers the tools of a session's datasources.
func Register(ctx context.Context, s *server.MCPServer, session server.ClientSession) {
	register(s, session.SessionID())
}

func register(s *server.MCPServer, id string) {
	_ = s.AddSessionTools(id, server.ServerTool{Tool: mcp.NewTool("tempo_search"), Handler: proxied}) // want `session tool "tempo_search" gives one connection a tool list of its own: MCP 2026-07-28 forbids`
}

func proxied(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("ok"), nil
}
