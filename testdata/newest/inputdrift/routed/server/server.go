// Package server registers the tools of package tools with go-sdk: one
// closure per tool name calls the router, and each schema is built by a
// helper of this package.
package server

import (
	"context"

	"fixtures/inputdrift/routed/tools"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func objectSchema(properties map[string]*jsonschema.Schema, required []string) *jsonschema.Schema {
	schema := &jsonschema.Schema{Type: "object", Properties: properties}
	if len(required) > 0 {
		schema.Required = required
	}
	return schema
}

func definitions() map[string]*mcp.Tool {
	return map[string]*mcp.Tool{
		"get_logs": {
			Name: "get_logs",
			InputSchema: objectSchema(map[string]*jsonschema.Schema{
				"pod":        {Type: "string"},
				"tail_lines": {Type: "integer"}, // want `tool "get_logs": argument "tail_lines" is declared, but the handler never reads it`
				"follow":     {Type: "boolean"}, // want `tool "get_logs": argument "follow" is declared, but the handler never reads it`
				"max_lines":  {Type: "integer"}, // want `tool "get_logs": argument "max_lines" is declared, but the handler never reads it`
			}, []string{"pod"}),
		},
		"install": {
			Name: "install",
			InputSchema: objectSchema(map[string]*jsonschema.Schema{
				"version": {Type: "string"},
				"values":  {Type: "string"}, // want `tool "install": argument "values" is declared string, but Install \(the route ExecuteTool takes for it\) decodes it into a field that takes object`
			}, nil),
		},
		"search": {
			Name: "search",
			InputSchema: objectSchema(map[string]*jsonschema.Schema{
				"query": {Type: "string"},
				"limit": {Type: "integer"},
				"fuzzy": {Type: "boolean"},
			}, []string{"query"}),
		},
		"echo": {
			Name: "echo",
			InputSchema: objectSchema(map[string]*jsonschema.Schema{
				"text": {Type: "string"},
			}, nil),
		},
	}
}

type Wrapper struct{ m *tools.Manager }

func (w *Wrapper) wrap(name string) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := w.m.ExecuteTool(name, req.Params.Arguments)
		if err != nil {
			return nil, err
		}
		return &mcp.CallToolResult{IsError: res.IsError, Content: []mcp.Content{&mcp.TextContent{Text: res.Text}}}, nil
	}
}

// pinned calls the router with a name of its own: the route is that one's.
func (w *Wrapper) pinned() mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := w.m.ExecuteTool("echo", req.Params.Arguments)
		if err != nil {
			return nil, err
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: res.Text}}}, nil
	}
}

func Register(s *mcp.Server, w *Wrapper) {
	for name, def := range definitions() {
		s.AddTool(def, w.wrap(name)) // want `tool "get_logs": GetLogs \(the route ExecuteTool takes for it\) reads arguments "lines", "since" \(fields of the struct it decodes the arguments into\), which the inputSchema literal does not declare`
	}
	s.AddTool(&mcp.Tool{Name: "get_logs_pinned", InputSchema: objectSchema(map[string]*jsonschema.Schema{"text": {Type: "string"}}, nil)}, w.pinned())
}
