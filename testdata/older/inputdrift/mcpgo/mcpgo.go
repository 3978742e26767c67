// Package mcpgo: the reads of mcp-go v0.43.2 (no WithInteger yet), with
// the same accessors and conversions as v1.
package mcpgo

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("search",
		mcp.WithString("query", mcp.Required()),
		mcp.WithNumber("limit"),
		mcp.WithString("city"),
	), search)
}

func search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q, err := req.RequireString("query_text") // want `tool "search": the handler reads argument "query_text" \(RequireString\), which the schema of the mcp.NewTool options does not declare`
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	city, err := req.RequireString("city") // want `the handler fails the call without argument "city"`
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	limit := req.GetInt("limit", 10)                 // GetInt converts a number: right
	n, _ := req.GetArguments()["limit"].(int)        // want `argument "limit" is declared number .* which never holds`
	asString := req.GetString("limit", "")           // want `argument "limit" is declared number .* reads it as string`
	first, _ := req.GetArguments()["query"].(string) // right
	return mcp.NewToolResultText(fmt.Sprint(q, city, limit, n, asString, first)), nil
}
