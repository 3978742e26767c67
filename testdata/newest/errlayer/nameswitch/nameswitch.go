// Package nameswitch registers every tool of a list with the handler that
// a function switching on the tool's name returns: each tool is served by
// its case's handler (mcp-go: a returned error is JSON-RPC -32603).
package nameswitch

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Handlers struct{ ok bool }

func (h *Handlers) Search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want Search:"handler errors: nameswitch.go:18"
	if !h.ok {
		return nil, errors.New("mailbox unavailable") // want `tool "search_emails": mcp-go sends this error as a JSON-RPC error -32603`
	}
	return mcp.NewToolResultText("[]"), nil
}

// Get answers its failure with an isError result: not reported.
func (h *Handlers) Get(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want Get:"error result: nil"
	if !h.ok {
		return mcp.NewToolResultError("mailbox unavailable"), nil
	}
	return mcp.NewToolResultText("{}"), nil
}

type Server struct {
	handlers *Handlers
	mcp      *server.MCPServer
}

func toolDefinitions() []mcp.Tool {
	return []mcp.Tool{mcp.NewTool("search_emails"), mcp.NewTool("get_email")}
}

func (s *Server) RegisterTools() {
	for _, tool := range toolDefinitions() {
		s.mcp.AddTool(tool, s.handlerFor(tool.Name))
	}
}

func (s *Server) handlerFor(name string) server.ToolHandlerFunc {
	switch name {
	case "search_emails":
		return s.handlers.Search
	case "get_email":
		return s.handlers.Get
	default:
		return nil
	}
}
