// Package arrayenum checks enums on array arguments with mcp-go v0.15.0,
// whose items are declared with mcp.Items only (no WithStringItems).
package arrayenum

import "github.com/mark3labs/mcp-go/mcp"

var (
	wrong = mcp.NewTool("list_reports",
		mcp.WithArray("statuses", mcp.Enum("DONE", "FATAL")), // want `argument "statuses" is an array, but mcp.Enum sets its enum on the array itself: .*mcp.Items\(map`
	)
	right = mcp.NewTool("list_reports2",
		mcp.WithArray("statuses", mcp.Items(map[string]any{"type": "string", "enum": []string{"DONE", "FATAL"}})),
	)
)
