package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"

	"fixtures/errlayer/errfield/client"
)

var facade = &client.Facade{}

func textResult(s string) *mcp.CallToolResult {
	return mcp.NewToolResultText(s)
}

// resolveTeam renders whatever the facade answers, its failure too, as
// a success.
func resolveTeam(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp := facade.ResolveTeam(req.GetString("name", ""))
	return textResult(client.Render(resp)), nil // want `tool "resolve_team": the failure that ResolveTeam reports in field Error of its result`
}

// teams sends an answer whose builder was given no error.
func teams(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp := facade.Teams()
	return textResult(client.Render(resp)), nil
}

// resolveChecked tests the field first.
func resolveChecked(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp := facade.ResolveTeam(req.GetString("name", ""))
	if resp.Error != nil {
		return mcp.NewToolResultError(resp.Error.Message), nil
	}
	return textResult(client.Render(resp)), nil
}
