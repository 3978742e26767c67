// Package wiring registers the tools of package defs' list in a loop:
// each element is a tool named by its Name field.
package wiring

import (
	"fixtures/toolnames/lists/defs"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Serve() *server.MCPServer {
	s := server.NewMCPServer("lists", "1")
	for _, t := range defs.List {
		s.AddTool(mcp.NewTool(t.Name, mcp.WithDescription(t.Description)), t.Handler) // want `tool name "get metrics" has a space at offset 3 \(the list element at fixtures/toolnames/lists/defs defs.go:26:2\)` `tool "get_logs" is already registered on server s`
	}
	for _, r := range defs.Resources {
		s.AddResource(mcp.NewResource(r.URI, r.Name), nil)
	}
	return s
}
