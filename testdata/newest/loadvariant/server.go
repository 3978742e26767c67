// Package loadvariant is a server whose external test imports a helper
// package that imports the server back: go list recompiles the helper for
// the server's test ("helper [loadvariant.test]"), a variant the loader
// type-checks without function bodies, since only its types are needed.
package loadvariant

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Name is the tool's name.
const Name = "ping"

// Register adds the tool.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool(Name), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("pong"), nil
	})
}
