// Package tools lists its tool definitions from a method and routes each
// call by name to a method that reads the decoded argument map.
package tools

import (
	"context"
	"fmt"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type ES struct{}

func (e *ES) GetTools() []mcp.Tool {
	return []mcp.Tool{
		{Name: "search", InputSchema: &jsonschema.Schema{Type: "object"}},
		{Name: "count", InputSchema: &jsonschema.Schema{Type: "object"}},
		{Name: "page", InputSchema: &jsonschema.Schema{Type: "object"}},
	}
}

func (e *ES) HandleTool(ctx context.Context, name string, args map[string]any) *mcp.CallToolResult {
	switch name {
	case "search":
		return e.search(ctx, args)
	case "count":
		return e.count(ctx, args)
	case "page":
		return e.page(ctx, args)
	default:
		return text("unknown tool " + name)
	}
}

// search asserts a JSON number to int64: it never holds.
func (e *ES) search(ctx context.Context, args map[string]any) *mcp.CallToolResult {
	from := 0
	if f, ok := args["from"]; ok {
		if n, ok := f.(int64); ok {
			from = int(n)
		}
	}
	return text(fmt.Sprint(from))
}

// count asserts float64, as encoding/json decodes numbers.
func (e *ES) count(ctx context.Context, args map[string]any) *mcp.CallToolResult {
	limit := 10
	if n, ok := args["limit"].(float64); ok {
		limit = int(n)
	}
	return text(fmt.Sprint(limit))
}

// page tries int first and falls back to float64: the fallback holds.
func (e *ES) page(ctx context.Context, args map[string]any) *mcp.CallToolResult {
	p := 1
	v := args["page"]
	if n, ok := v.(int); ok {
		p = n
	} else if f, ok := v.(float64); ok {
		p = int(f)
	}
	return text(fmt.Sprint(p))
}

func text(s string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: s}}}
}
