// Package registry is a project tool layer: plugins add their tools in
// init, and a main package (not in this fixture: the registration is
// downstream) ranges over Tools and registers each with mcp.AddTool.
package registry

import (
	"context"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Tools holds every plugin's tool by name.
var Tools = map[string]Property{}

// Property is one plugin tool.
type Property struct {
	Name        string
	InputSchema map[string]any
	Function    func(ctx context.Context, req *mcp.CallToolRequest, args map[string]any) (*mcp.CallToolResult, any, error)
}

// Add records a plugin's tool.
func Add(p Property) { Tools[p.Name] = p }

// Handlers holds the mcp-go plugins' handlers by name.
var Handlers = map[string]func(context.Context, mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error){}

// Register records an mcp-go plugin's handler.
func Register(name string, h func(context.Context, mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error)) {
	Handlers[name] = h
}
