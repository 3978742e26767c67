package mcpgononobject

import (
	"context"

	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// A go-sdk v1.4.1 handler that builds its own result: go-sdk sends the
// StructuredContent it is given as it is, and v1.4.1 negotiates no newer
// MCP than 2025-11-25.
func RegisterGoSDK(s *gosdk.Server) {
	s.AddTool(&gosdk.Tool{Name: "tags", InputSchema: map[string]any{"type": "object"}}, func(ctx context.Context, req *gosdk.CallToolRequest) (*gosdk.CallToolResult, error) {
		tags := []string{"a", "b"}
		return &gosdk.CallToolResult{
			Content:           []gosdk.Content{&gosdk.TextContent{Text: "a, b"}},
			StructuredContent: tags, // want `tool "tags" sends \[\]string \(an array\) as structuredContent, which MCP 2025-11-25 requires to be an object \(go-sdk v1.4.1`
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
