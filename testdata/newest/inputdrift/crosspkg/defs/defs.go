// Package defs builds the tools' definitions; another package registers
// them with its handlers.
package defs

import "github.com/mark3labs/mcp-go/mcp"

func SearchTool() mcp.Tool {
	return mcp.NewTool("search", mcp.WithString("query", mcp.Required()), mcp.WithNumber("limit"))
}

func SendTool() mcp.Tool {
	return mcp.Tool{
		Name: "send",
		InputSchema: mcp.ToolInputSchema{
			Type: "object",
			Properties: map[string]any{
				"to":   map[string]any{"type": "string"},
				"body": map[string]any{"type": "string"},
			},
			Required: []string{"to"},
		},
	}
}

// OpenTool's options come from a project helper: the model cannot read
// all of its schema, so the registering package checks nothing.
func OpenTool() mcp.Tool {
	return mcp.NewTool("open", pathOption())
}

func pathOption() mcp.ToolOption { return mcp.WithString("path") }
