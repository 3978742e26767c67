// Package helper indexes tool names and builds their answers; its bodies
// assign map entries, the syntax a routing-table reader looks at.
package helper

import (
	"github.com/mark3labs/mcp-go/mcp"

	"fixtures/loadvariant"
)

// Index maps each known tool name to its position.
func Index(names []string) map[string]int {
	m := map[string]int{}
	for i, n := range names {
		m[n] = i
	}
	m[loadvariant.Name] = len(names)
	return m
}

// Answer is the text result for a tool's output.
func Answer(out string) *mcp.CallToolResult { return mcp.NewToolResultText(out) }
