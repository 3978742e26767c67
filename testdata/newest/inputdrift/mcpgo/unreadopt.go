package mcpgo

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func RegisterCommits(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("list_commits",
		mcp.WithString("repo", mcp.Required()),
		mcp.WithString("sort"), // want `tool "list_commits": argument "sort" is declared, but the handler never reads it`
		mcp.WithNumber("page"),
	), listCommits)

	// The request goes to a helper: its reads are out of sight.
	s.AddTool(mcp.NewTool("list_tags",
		mcp.WithString("repo", mcp.Required()),
		mcp.WithString("sort"),
	), listTags)
}

func listCommits(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	repo, err := req.RequireString("repo")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(repo, req.GetInt("page", 1))), nil
}

func listTags(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	repo, err := req.RequireString("repo")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(repo + tagOrder(req)), nil
}

func tagOrder(req mcp.CallToolRequest) string { return req.GetString("sort", "name") }
