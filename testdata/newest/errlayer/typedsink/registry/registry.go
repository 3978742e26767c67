// Package registry is a project tool layer: tools and their handlers are
// kept as values of mcp-go's handler type and registered in one loop, so
// the registration names no handler the model can follow.
package registry

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Entry struct {
	Tool    mcp.Tool
	Handler server.ToolHandlerFunc
}

var entries []Entry

func Add(e ...Entry) { entries = append(entries, e...) }

func Install(s *server.MCPServer) {
	for _, e := range entries {
		s.AddTool(e.Tool, e.Handler)
	}
}
