// Package spec0618 targets the 2025-06-18 spec: output schemas must have
// an object root.
package spec0618

import (
	"context"
	"encoding/json"

	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func list(ctx context.Context, req *gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
	return &gomcp.CallToolResult{StructuredContent: []string{"a"}}, nil
}

func obj(ctx context.Context, req *gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
	return &gomcp.CallToolResult{StructuredContent: map[string]string{"a": "b"}}, nil
}

func RegisterGoSDK(s *gomcp.Server) {
	in := json.RawMessage(`{"type":"object"}`)
	s.AddTool(&gomcp.Tool{Name: "list", InputSchema: in, OutputSchema: json.RawMessage(`{"type":"array","items":{"type":"string"}}`)}, list) // want `outputSchema of tool "list" has type array at the root: spec 2025-06-18 requires type "object" at the root of outputSchema and 2025-era clients reject the whole tool list .*`
	s.AddTool(&gomcp.Tool{Name: "untyped", InputSchema: in, OutputSchema: map[string]any{"properties": map[string]any{}}}, obj)              // want `outputSchema of tool "untyped" has no type at the root: .*`
	s.AddTool(&gomcp.Tool{Name: "object", InputSchema: in, OutputSchema: json.RawMessage(`{"type":"object","additionalProperties":{"type":"string"}}`)}, obj)
}

func handler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultStructuredOnly(map[string]int{"n": 1}), nil
}

func RegisterMCPGo(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("count", mcp.WithRawOutputSchema(json.RawMessage(`{"type":"integer"}`))), handler) // want `outputSchema of tool "count" has type integer at the root: spec 2025-06-18 .*` `outputSchema of tool "count" disagrees with map\[string\]int at /type: .*`
	s.AddTool(mcp.NewTool("counts", mcp.WithRawOutputSchema(json.RawMessage(`{"type":"object"}`))), handler)
}
