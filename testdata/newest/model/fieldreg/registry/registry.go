// Package registry is a plugin registry: plugins add their tools in init // want package:"uses mcp"
// and package server registers each tool's Function field as its handler.
package registry

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Tools holds every plugin's tool by name.
var Tools = map[string]Property{}

// Property is one plugin tool.
type Property struct {
	Name     string
	Function func(ctx context.Context, req *mcp.CallToolRequest, args map[string]any) (*mcp.CallToolResult, any, error)
}

// Add records a plugin's tool.
func Add(p Property) { Tools[p.Name] = p } // want Add:"pure"

// Hook is run at start-up; no registration reads it.
type Hook struct {
	Name string
	Run  func() error
}
