// Package sinkwrap keeps its tools in a list and registers each handler
// through a wrapper that takes the tool's name and passes errors on
// (hookdeck-cli's wrapWithTelemetry): the handlers in the list keep the
// SDK's semantics, so a returned error is a JSON-RPC error.
package sinkwrap

import (
	"context"
	"errors"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type entry struct {
	tool    mcp.Tool
	handler server.ToolHandlerFunc
}

func entries() []entry {
	return []entry{
		{tool: mcp.NewTool("lookup_record"), handler: lookup},
	}
}

func lookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("no such record") // want `tool "lookup_record": mcp-go sends this error as a JSON-RPC error -32603`
}

type Server struct{ mcp *server.MCPServer }

func (s *Server) withTelemetry(name string, h server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		log.Printf("tool %s called", name)
		return h(ctx, req)
	}
}

func (s *Server) Install() {
	for _, e := range entries() {
		s.mcp.AddTool(e.tool, s.withTelemetry(e.tool.Name, e.handler))
	}
}
