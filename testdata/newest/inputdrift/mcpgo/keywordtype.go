package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// createSpace limits its string arguments with the numeric options:
// "maximum" on a string is no length limit at all.
func createSpace(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("name", "")
	slug := req.GetString("slug", "")
	limit := req.GetInt("limit", 0)
	return mcp.NewToolResultText(name + slug + string(rune(limit))), nil
}

// listSpaces uses the options of each property's own type.
func listSpaces(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	query := req.GetString("query", "")
	limit := req.GetInt("limit", 10)
	_ = req.GetStringSlice("tags", nil)
	return mcp.NewToolResultText(query + string(rune(limit))), nil
}

func registerSpaces(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("create_space",
		mcp.WithString("name", mcp.Required(), mcp.Min(2), mcp.Max(100)), // want `tool "create_space": property "name" is a string, but mcp.Min writes "minimum", a keyword JSON Schema applies to numbers only` `tool "create_space": property "name" is a string, but mcp.Max writes "maximum"`
		mcp.WithString("slug", mcp.Pattern("^[a-z-]+$")),
		mcp.WithNumber("limit", mcp.MaxLength(50)), // want `tool "create_space": property "limit" is a number, but mcp.MaxLength writes "maxLength", a keyword JSON Schema applies to strings only`
	), createSpace)
	s.AddTool(mcp.NewTool("list_spaces",
		mcp.WithString("query", mcp.MinLength(1), mcp.MaxLength(200)),
		mcp.WithNumber("limit", mcp.Min(1), mcp.Max(100)),
		mcp.WithArray("tags", mcp.MaxItems(5), mcp.WithStringItems()),
	), listSpaces)
}
