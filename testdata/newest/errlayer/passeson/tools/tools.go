// Package tools answers its failures through the helpers of package to.
package tools

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"fixtures/errlayer/passeson/to"
)

func getIssue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	owner, ok := req.GetArguments()["owner"].(string)
	if !ok {
		return to.ErrorResult(fmt.Errorf("owner is required")) // want `tool "get_issue": mcp-go sends this error as a JSON-RPC error -32603 \(from fmt.Errorf\)`
	}
	return mcp.NewToolResultText(owner), nil
}

func getRepo(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	owner, ok := req.GetArguments()["owner"].(string)
	if !ok {
		return to.ToolError(fmt.Errorf("owner is required"))
	}
	return mcp.NewToolResultText(owner), nil
}

// Register serves the tools.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("get_issue", mcp.WithString("owner", mcp.Required())), getIssue)
	s.AddTool(mcp.NewTool("get_repo", mcp.WithString("owner", mcp.Required())), getRepo)
}
