// Package defs keeps its tools in a list of its own struct type, which
// package wiring registers in a loop (metoro-mcp-server's MetoroToolsList).
package defs

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

type Tool struct {
	Name        string
	Description string
	Handler     func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error)
}

func getLogs(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("logs"), nil
}

const tracesName = "get_traces"

var List = []Tool{
	{Name: "get_logs", Description: "gets logs", Handler: getLogs},
	{Name: tracesName, Description: "gets traces", Handler: getLogs},
	{Name: "get metrics", Description: "gets metrics", Handler: getLogs},
	{Name: "get_logs", Description: "gets logs again", Handler: getLogs},
}

// Resources has a Name field too; registered as resources, not tools.
var Resources = []struct{ Name, URI string }{{Name: "all logs", URI: "logs://all"}}

// Pairs is a list of unkeyed struct literals: no field names to read.
var Pairs = []struct{ A, B string }{{"a", "b"}}
