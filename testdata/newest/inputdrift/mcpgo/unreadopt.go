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

// The schema and the handler name the argument differently: the read is
// reported (read-undeclared), not the declared "content" a second time.
func RegisterVerify(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("verify_change", mcp.WithString("content")), verifyChange)
}

func verifyChange(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	change := req.GetString("proposed_change", "") // want `tool "verify_change": the handler reads argument "proposed_change" \(GetString\), which the schema of the mcp.NewTool options does not declare`
	return mcp.NewToolResultText(change), nil
}

// Reads through mcp-go's package-level accessors and one entry of the
// argument map are reads in sight too.
func RegisterScan(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("security_scan",
		mcp.WithString("release_name"),
		mcp.WithString("chart_name"), // want `tool "security_scan": argument "chart_name" is declared, but the handler never reads it`
		mcp.WithObject("values"),
	), securityScan)
	// The whole map goes to a helper: out of sight, not reported.
	s.AddTool(mcp.NewTool("lint_chart",
		mcp.WithString("chart_path"),
		mcp.WithBoolean("strict"),
	), lintChart)
}

func securityScan(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := mcp.ParseString(req, "release_name", "")
	values, _ := req.GetArguments()["values"].(map[string]any)
	return mcp.NewToolResultText(fmt.Sprint(name, len(values))), nil
}

func lintChart(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path := mcp.ParseString(req, "chart_path", "")
	return mcp.NewToolResultText(path + lintOptions(req.GetArguments())), nil
}

func lintOptions(args map[string]any) string { return fmt.Sprint(args["strict"]) }
