package mcpgononobject

import (
	"context"

	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// The older fixture's go-sdk code on v1.8.0, which negotiates 2026-07-28.
func RegisterGoSDK(s *gosdk.Server) {
	s.AddTool(&gosdk.Tool{Name: "tags", InputSchema: map[string]any{"type": "object"}}, func(ctx context.Context, req *gosdk.CallToolRequest) (*gosdk.CallToolResult, error) {
		tags := []string{"a", "b"}
		return &gosdk.CallToolResult{
			Content:           []gosdk.Content{&gosdk.TextContent{Text: "a, b"}},
			StructuredContent: tags,
		}, nil
	})
	s.AddTool(&gosdk.Tool{Name: "tags_wrapped", InputSchema: map[string]any{"type": "object"}}, func(ctx context.Context, req *gosdk.CallToolRequest) (*gosdk.CallToolResult, error) {
		tags := []string{"a", "b"}
		if len(tags) == 0 {
			// An error result is not validated by clients.
			return &gosdk.CallToolResult{IsError: true, StructuredContent: tags}, nil
		}
		return &gosdk.CallToolResult{StructuredContent: map[string]any{"tags": tags}}, nil
	})
}
