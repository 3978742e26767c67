package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// An action argument read with an empty default and switched on: without
// it the call lands in the default case, which fails.
func RegisterWorkspace(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("workspace", mcp.WithString("action"), mcp.WithString("path")), workspace)
	s.AddTool(mcp.NewTool("workspace_default", mcp.WithString("action")), workspaceDefault)
	s.AddTool(mcp.NewTool("workspace_lenient", mcp.WithString("action")), workspaceLenient)
}

func workspace(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	action := req.GetString("action", "") // want `tool "workspace": the handler fails the call without argument "action" \(GetString\), but the schema of the mcp.NewTool options leaves it optional`
	path := req.GetString("path", ".")
	switch action {
	case "list":
		return mcp.NewToolResultText("list " + path), nil
	case "stat":
		return mcp.NewToolResultText("stat " + path), nil
	default:
		return mcp.NewToolResultError("Invalid action: " + action), nil
	}
}

// A case for "": an absent action has its answer.
func workspaceDefault(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	action := req.GetString("action", "")
	switch action {
	case "", "list":
		return mcp.NewToolResultText("list"), nil
	default:
		return mcp.NewToolResultError("Invalid action: " + action), nil
	}
}

// A default that answers: nothing fails.
func workspaceLenient(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	action := req.GetString("action", "")
	switch action {
	case "stat":
		return mcp.NewToolResultText("stat"), nil
	default:
		return mcp.NewToolResultText("list"), nil
	}
}
