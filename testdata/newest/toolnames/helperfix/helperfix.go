// Package helperfix: a literal passed to a name-parameter helper gets the
// same fix as a literal in the registration.
package helperfix

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func raw(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

func addTool(s *server.MCPServer, name string) {
	s.AddTool(mcp.NewTool(name), raw)
}

func Setup() {
	s := server.NewMCPServer("x", "1")
	addTool(s, "list issues") // want `tool name "list issues" has a space at offset 4`
	addTool(s, "get_user")
	addTool(s, "get user") // want `tool name "get user" has a space at offset 3; .*: write "get_user"`
}
