// Package lib exports helpers that register a tool under the name they
// are given.
package lib

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// AddTool registers an mcp-go tool named name on s.
func AddTool(s *server.MCPServer, name, desc string, h server.ToolHandlerFunc) {
	s.AddTool(mcp.NewTool(name, mcp.WithDescription(desc)), h)
}
