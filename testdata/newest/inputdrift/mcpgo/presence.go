package mcpgo

import (
	"context"
	"strconv"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// maxResults returns its default when the optional argument is absent and
// only then asks for it: a schema-valid call without it is answered.
func maxResults(req mcp.CallToolRequest) (int, error) {
	if _, exists := req.GetArguments()["max_results"]; !exists {
		return 50, nil
	}
	n, err := req.RequireInt("max_results")
	if err != nil {
		return 0, err
	}
	return n, nil
}

func searchMail(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, err := maxResults(req)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(strconv.Itoa(n)), nil
}

// listMail asks for its optional limit without that test: a call without
// it is refused.
func listMail(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, err := req.RequireInt("limit") // want `tool "list_mail": the handler fails the call without argument "limit" \(RequireInt\)`
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(strconv.Itoa(n)), nil
}

func registerMail(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("search_mail", mcp.WithNumber("max_results")), searchMail)
	s.AddTool(mcp.NewTool("list_mail", mcp.WithNumber("limit")), listMail)
}
