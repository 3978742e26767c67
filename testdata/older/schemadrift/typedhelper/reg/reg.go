// Package reg holds a project's generic registration helpers over go-sdk's
// mcp.AddTool: Typed declares no schema, so go-sdk infers both from the
// handler each caller passes; Explicit declares the output schema itself.
package reg

import "github.com/modelcontextprotocol/go-sdk/mcp"

func Typed[In, Out any](s *mcp.Server, name, description string, h mcp.ToolHandlerFor[In, Out]) {
	mcp.AddTool(s, &mcp.Tool{Name: name, Description: description}, h)
}

func Explicit[In, Out any](s *mcp.Server, name string, h mcp.ToolHandlerFor[In, Out]) {
	mcp.AddTool(s, &mcp.Tool{Name: name, OutputSchema: map[string]any{"type": "object"}}, h)
}
