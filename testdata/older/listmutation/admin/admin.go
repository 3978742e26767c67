// Package admin holds helpers of another package that change tool sets
// (go-sdk v1.4.1 and mcp-go v0.43.2), called from handlers of the other
// fixtures.
package admin

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// Enable adds the admin tools to a go-sdk server.
func Enable(s *gosdk.Server) { registerAll(s) }

func registerAll(s *gosdk.Server) {
	for _, n := range []string{"admin_users", "admin_roles", "admin_audit"} {
		s.AddTool(&gosdk.Tool{Name: n, InputSchema: json.RawMessage(`{"type":"object"}`)}, handle)
	}
}

func handle(ctx context.Context, req *gosdk.CallToolRequest) (*gosdk.CallToolResult, error) {
	return &gosdk.CallToolResult{}, nil
}

// Proxy gives an mcp-go session its own tools, as mcp-grafana does.
func Proxy(s *server.MCPServer, session server.ClientSession) { proxy(s, session.SessionID()) }

func proxy(s *server.MCPServer, id string) {
	_ = s.AddSessionTools(id, server.ServerTool{Tool: mcp.NewTool("tempo_search"), Handler: raw}) // want `session tool "tempo_search" gives one connection a tool list of its own`
}

func raw(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("ok"), nil
}
