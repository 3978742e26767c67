// Package wiring registers the tools of package toolset on its servers.
package wiring

import (
	"context"

	"fixtures/toolnames/toolset"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func h(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

func Setup() {
	s := server.NewMCPServer("x", "1")
	s.AddTool(mcp.NewTool(toolset.BadName), h)              // want `tool name "list issues" has a space at offset 4; .*: write "list_issues"`
	s.AddTool(mcp.NewTool(toolset.Prefix+" pulls"), h)      // want `tool name "github pulls" has a space at offset 6`
	s.AddTool(toolset.SearchTool(), h)                      // reported in toolset, where it is spelled
	s.AddTool(mcp.NewTool(toolset.Prefix+"_pulls"), h)      // valid, folded across packages
	s.AddTool(toolset.IssueTool())                          // valid, from a factory of another package
	s.AddTool(mcp.NewTool(toolset.Prefix+"_issue_read"), h) // want `tool "github_issue_read" is already registered on server s at wiring.go:\d+`
	toolset.Register(s)
	toolset.RegisterMore(s)                 // want `tool "toolset_b", registered here by toolset.RegisterMore \(toolset.go:\d+:\d+\), is already registered on server s by toolset.Register \(toolset.go:\d+:\d+\) called at wiring.go:\d+`
	s.AddTool(mcp.NewTool("toolset_a"), h)  // want `tool "toolset_a" is already registered on server s by toolset.Register \(toolset.go:\d+:\d+\) called at wiring.go:\d+`
	toolset.RegisterSession(s, "session-1") // per-session: no collision with the server's own tools
}

// PerToken builds one server per token: the same tools on each.
func PerToken() (*server.MCPServer, *server.MCPServer) {
	a := server.NewMCPServer("a", "1")
	b := server.NewMCPServer("b", "1")
	toolset.Register(a)
	toolset.Register(b)
	return a, b
}
