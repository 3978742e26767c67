// Package toolset defines tools that package wiring registers: names
// folded across packages through constants, factories and registrars.
package toolset

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Prefix is joined to tool names in another package.
const Prefix = "github"

// BadName is a constant another package registers.
const BadName = "list issues"

func h(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

// SearchTool is a factory whose name is only registered elsewhere.
func SearchTool() mcp.Tool {
	return mcp.NewTool("search issues") // want `tool name "search issues" has a space at offset 6`
}

// IssueTool returns a definition and a handler (github-mcp-server style).
func IssueTool() (mcp.Tool, server.ToolHandlerFunc) {
	return mcp.NewTool(Prefix + "_issue_read"), h
}

// Register registers two tools on the server it is given.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("toolset_a"), h)
	s.AddTool(mcp.NewTool("toolset_b"), h)
}

// RegisterMore registers a name Register registers too.
func RegisterMore(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("toolset_b"), h)
}

// RegisterSession adds per-session tools only.
func RegisterSession(s *server.MCPServer, id string) {
	_ = s.AddSessionTool(id, mcp.NewTool("toolset_a"), h)
}
