// want package:"uses mcp"

// Package toolset holds tool definitions and helpers used by package
// wiring, to test what crosses packages through facts.
package toolset

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Name is a constant from another package.
const Name = "toolset_search"

// SearchTool is a factory of a tool definition.
func SearchTool() mcp.Tool { // want SearchTool:"factory\\(toolset_search\\)"
	return mcp.NewTool(Name)
}

// Convert turns errors into isError results.
func Convert(h server.ToolHandlerFunc) server.ToolHandlerFunc { // want Convert:"wrapper\\(0\\) converts"
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := h(ctx, req)
		if err != nil {
			return mcp.NewToolResultErrorFromErr("search failed", err), nil
		}
		return res, nil
	}
}

// RegisterAll registers two tools on the server it is given.
func RegisterAll(s *server.MCPServer) { // want RegisterAll:"registers\\(toolset_a,toolset_b\\) on param 0" RegisterAll:"mutates tools: toolset.RegisterAll \\(\\*server.MCPServer\\).AddTool"
	s.AddTool(mcp.NewTool("toolset_a"), nil)
	s.AddTool(mcp.NewTool("toolset_b"), nil)
}

// Filter registers only the tools an operator enabled, as jira-mcp does.
type Filter struct{ allow map[string]bool }

// AddTool forwards to the server's AddTool.
func (f *Filter) AddTool(s *server.MCPServer, tool mcp.Tool, h server.ToolHandlerFunc) { // want AddTool:"forwards registration \\(server 0, tool 1, handler 2\\)" AddTool:"mutates tools: \\(\\*toolset.Filter\\).AddTool \\(\\*server.MCPServer\\).AddTool"
	if f.allow[tool.Name] {
		s.AddTool(tool, h)
	}
}

// EnableAdmin changes the tool set when called.
func EnableAdmin(s *server.MCPServer) { // want EnableAdmin:"mutates tools: toolset.EnableAdmin \\(\\*server.MCPServer\\).DeleteTools"
	s.DeleteTools("guest")
}
