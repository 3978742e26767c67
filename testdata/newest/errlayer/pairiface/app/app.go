// Package app registers the pairs of package tools through its interface.
package app

import (
	"github.com/mark3labs/mcp-go/server"

	"fixtures/errlayer/pairiface/tools"
)

func AddTools(s *server.MCPServer) {
	add(s, tools.NewDocumentTool())
}

func add(s *server.MCPServer, doc tools.DocumentTool) {
	s.AddTool(doc.Find()) // want `tool "find": \(tools.DocumentTool\).Find's handler returns errors that mcp-go sends as JSON-RPC errors -32603`
	s.AddTool(doc.Count())
}
