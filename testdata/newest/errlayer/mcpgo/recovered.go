package mcpgo

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// fetchLogs retries without the step filter when the first call fails:
// when the retry succeeds, its logs are the answer, with a note that
// names the first failure; when it fails too, the tool fails.
func fetchLogs(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	step := req.GetString("step", "")
	items, err := api.Search(ctx, step)
	if err != nil {
		if step != "" {
			retry, retryErr := api.Search(ctx, "")
			if retryErr == nil {
				note := fmt.Sprintf("Note: step %q was ignored (%v).\n", step, err)
				return mcp.NewToolResultText(note + fmt.Sprint(retry)), nil
			}
		}
		return mcp.NewToolResultText("fetch failed: " + err.Error()), nil // want `tool "fetch_logs": the error's text goes back in a success result \(no isError\)`
	}
	return mcp.NewToolResultText(fmt.Sprint(items)), nil
}

func registerRecovered(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("fetch_logs", mcp.WithString("step")), fetchLogs)
}
