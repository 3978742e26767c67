// Package mcpgononobject is the older fixture's code on mcp-go v1.x,
// which negotiates MCP 2026-07-28: structuredContent may be any JSON
// value there, so nothing is reported.
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
			return mcp.NewToolResultStructuredOnly(ms), nil
		case "count":
			res := mcp.NewToolResultText("count")
			res.StructuredContent = len(ms)
			return res, nil
		}
		return mcp.NewToolResultStructured(ms, fmt.Sprintf("%d members", len(ms))), nil
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
