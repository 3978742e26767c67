// Package mcpgo registers mcp-go tools through helpers that take the tool
// name as a parameter.
package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func raw(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("ok"), nil
}

// addTool is the helper of the issue.
func addTool(s *server.MCPServer, name, desc string, h server.ToolHandlerFunc) {
	s.AddTool(mcp.NewTool(name, mcp.WithDescription(desc)), h)
}

// addServerTool registers a ServerTool literal.
func addServerTool(s *server.MCPServer, name string) {
	s.AddTools(server.ServerTool{Tool: mcp.Tool{Name: name}, Handler: raw})
}

// addSession registers a per-session tool: it never collides with the
// server's own tools.
func addSession(s *server.MCPServer, id, name string) {
	_ = s.AddSessionTool(id, mcp.NewTool(name), raw)
}

const listIssues = "list issues"

func Setup() {
	s := server.NewMCPServer("x", "1")
	addTool(s, listIssues, "List issues", raw) // want `tool name "list issues" has a space at offset 4; clients such as Claude reject the whole server .*: write "list_issues"`
	addTool(s, "get_issue", "Get an issue", raw)
	addTool(s, "get_issue", "Get an issue again", raw)          // want `tool "get_issue", registered here by mcpgo.addTool \(mcpgo.go:\d+:\d+\), is already registered on server s by mcpgo.addTool \(mcpgo.go:\d+:\d+\) called at mcpgo.go:\d+`
	addTool(s, "search", "Search issues, pulls and more.", raw) // the description may have spaces
	addServerTool(s, "server tool")                             // want `tool name "server tool" has a space at offset 6`
	addServerTool(s, "get_issue")                               // want `tool "get_issue", registered here by mcpgo.addServerTool`
	addSession(s, "session-1", "session tool")                  // want `tool name "session tool" has a space at offset 7`
	addSession(s, "session-1", "search")                        // per-session: no collision
}

// PerTenant builds one server per tenant with the same tools.
func PerTenant() (*server.MCPServer, *server.MCPServer) {
	a := server.NewMCPServer("a", "1")
	b := server.NewMCPServer("b", "1")
	addTool(a, "tenant_tool", "d", raw)
	addTool(b, "tenant_tool", "d", raw)
	return a, b
}
