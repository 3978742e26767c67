package mcpgo

import (
	"context"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Stub handlers in tests never serve a model: not reported.
func TestStub(t *testing.T) {
	s := server.NewMCPServer("test", "1")
	s.AddTool(mcp.NewTool("stub"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, nil
	})
}
