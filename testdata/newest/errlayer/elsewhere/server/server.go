// Package server registers the handlers of package handlers.
package server

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"fixtures/errlayer/elsewhere/handlers"
)

func New() *server.MCPServer {
	s := server.NewMCPServer("elsewhere", "1.0.0")
	s.AddTool(mcp.NewTool("fetch", mcp.WithString("url", mcp.Required())), handlers.Fetch)
	s.AddTool(mcp.NewTool("reset"), handlers.Reset)
	s.AddTool(mcp.NewTool("status"), handlers.Status)
	return s
}
