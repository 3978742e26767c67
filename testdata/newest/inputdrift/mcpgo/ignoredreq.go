package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// A raw handler that throws its request away reads none of the
// properties its schema declares.

type summaryStore struct{ rows []string }

func (s *summaryStore) summary(ctx context.Context, _ mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if len(s.rows) == 0 {
		return mcp.NewToolResultText("nothing deleted"), nil
	}
	return mcp.NewToolResultText(s.rows[0]), nil
}

// pending is a stub: its one statement says so.
func pending(ctx context.Context, _ mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultError("not implemented yet"), nil
}

func RegisterIgnored(s *server.MCPServer, st *summaryStore) {
	s.AddTool(mcp.Tool{
		Name: "analyze_deleted",
		InputSchema: mcp.ToolInputSchema{
			Type: "object",
			Properties: map[string]any{
				"media_type": map[string]any{"type": "string"},  // want `tool "analyze_deleted": argument "media_type" is declared, but the handler throws its request away \(_\)`
				"library_id": map[string]any{"type": "integer"}, // want `tool "analyze_deleted": argument "library_id" is declared, but the handler throws its request away`
			},
		},
	}, st.summary)
	s.AddTool(mcp.NewTool("scan_deleted", mcp.WithString("library")), pending)
}
