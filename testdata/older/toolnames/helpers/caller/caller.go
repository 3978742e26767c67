// Package caller registers tools through the helpers of package lib.
package caller

import (
	"context"

	"fixtures/toolnames/helpers/lib"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func raw(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

func Setup() {
	s := server.NewMCPServer("x", "1")
	lib.AddTool(s, "mcp go", "A tool.", raw) // want `tool name "mcp go" has a space at offset 3`
	lib.AddTool(s, "mcp_go", "A tool.", raw)
	lib.AddTool(s, "mcp_go", "Again.", raw) // want `tool "mcp_go", registered here by lib.AddTool \(lib.go:\d+:\d+\), is already registered on server s by lib.AddTool`
	t := server.NewMCPServer("t", "1")
	lib.AddTool(t, "mcp_go", "Another server.", raw)
}
