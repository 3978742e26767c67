// Package nonobject: go-sdk v1.1.0 speaks MCP up to 2025-06-18, where
// structuredContent is an object; a typed handler with Out = any that
// returns an array or a primitive sends it as structuredContent anyway.
package nonobject

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Dir string `json:"dir"`
}

type Listing struct {
	Items []string `json:"items"`
}

func list(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	if in.Dir == "" {
		return nil, []any{}, nil // want `tool "list" sends \[\]any \(an array\) as structuredContent, which MCP 2025-06-18 requires to be an object \(go-sdk v1.1.0 cannot negotiate 2026-07-28`
	}
	return nil, []string{in.Dir}, nil // want `tool "list" sends \[\]string \(an array\)`
}

func count(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	return nil, len(in.Dir), nil // want `tool "count" sends int \(a number\)`
}

// listing wraps the array in an object: fine in every version.
func listing(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	return nil, Listing{Items: []string{in.Dir}}, nil
}

// mapped returns a map: an object.
func mapped(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	return nil, map[string]any{"dir": in.Dir}, nil
}

// opaque returns an interface value: what it holds is not known here.
func opaque(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	var v any = in.Dir
	return nil, v, nil // an interface value: not known here
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "list"}, list)
	mcp.AddTool(s, &mcp.Tool{Name: "count"}, count)
	mcp.AddTool(s, &mcp.Tool{Name: "listing"}, listing)
	mcp.AddTool(s, &mcp.Tool{Name: "mapped"}, mapped)
	mcp.AddTool(s, &mcp.Tool{Name: "opaque"}, opaque)
}
