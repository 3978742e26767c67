// Package mcpgononobject checks structuredContent values that are not
// JSON objects on mcp-go v0.43.2, which negotiates no newer MCP than
// 2025-06-18: structuredContent must be an object there.
package mcpgononobject

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Member struct {
	ID string `json:"id"`
}

type Members struct {
	Items []Member `json:"items"`
}

func list(ctx context.Context) ([]Member, error) { return []Member{{ID: "a"}}, nil }

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("members"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		ms, err := list(ctx)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		switch req.GetString("view", "") {
		case "only":
			return mcp.NewToolResultStructuredOnly(ms), nil // want `tool "members" sends \[\]Member \(an array\) as structuredContent, which MCP 2025-06-18 requires to be an object \(mcp-go v0.43.2 cannot negotiate 2026-07-28`
		case "count":
			res := mcp.NewToolResultText("count")
			res.StructuredContent = len(ms) // want `sends int \(a number\) as structuredContent`
			return res, nil
		}
		return mcp.NewToolResultStructured(ms, fmt.Sprintf("%d members", len(ms))), nil // want `sends \[\]Member \(an array\) as structuredContent`
	})

	// Look-alikes that send an object, or a value whose JSON is not known here.
	s.AddTool(mcp.NewTool("members_wrapped"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		ms, err := list(ctx)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		switch req.GetString("view", "") {
		case "map":
			return mcp.NewToolResultStructured(map[string]any{"items": ms}, "members"), nil
		case "any":
			var v any = ms
			return mcp.NewToolResultStructuredOnly(v), nil
		}
		return mcp.NewToolResultStructured(Members{Items: ms}, "members"), nil
	})

	// An array with an output schema declared is the schema rules' business.
	s.AddTool(mcp.NewTool("members_schema", mcp.WithOutputSchema[Members]()), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		ms, _ := list(ctx)
		return mcp.NewToolResultStructured(Members{Items: ms}, "members"), nil
	})
}
