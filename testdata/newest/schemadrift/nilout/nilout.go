// Package nilout holds typed go-sdk handlers whose Out has slice and map
// fields, under jsonschema-go v0.4.x: a nil slice is admitted (the inferred
// type is ["null","array"]), a nil map is not ("object" only).
package nilout

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Query string `json:"query"`
}

type Found struct {
	Results []string          `json:"results"`
	Labels  map[string]string `json:"labels"`
}

func search(string) []string { return nil }

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "tagged"}, func(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Found, error) {
		var labels map[string]string
		return nil, Found{Results: search(in.Query), Labels: labels}, nil // want `tool "tagged": field Labels of the returned Found can be a nil map here \(labels is declared without a value`
	})
	// A nil slice is fine under v0.4.x: null is in the inferred type.
	mcp.AddTool(s, &mcp.Tool{Name: "listed"}, func(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Found, error) {
		var docs []string
		for _, d := range search(in.Query) {
			docs = append(docs, d)
		}
		return nil, Found{Results: docs, Labels: map[string]string{}}, nil
	})
	// A map made before it is returned.
	mcp.AddTool(s, &mcp.Tool{Name: "made"}, func(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Found, error) {
		labels := make(map[string]string)
		labels["q"] = in.Query
		return nil, Found{Labels: labels}, nil
	})
}
