package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// A closure helper that registers the tool it is handed: the
// mcp.NewTool options at its call are the schema.
func RegisterIndex(s *server.MCPServer) {
	addTool := func(tool mcp.Tool, handler server.ToolHandlerFunc) {
		s.AddTool(tool, handler)
	}
	addTool(mcp.NewTool("reindex", mcp.WithString("project_path")), reindex)
}

func reindex(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path := req.GetString("project_path", "") // want `tool "reindex": the handler fails the call without argument "project_path" \(GetString\)`
	if path == "" {
		return mcp.NewToolResultError("project_path is required"), nil
	}
	return mcp.NewToolResultText(path), nil
}
