// Package registrytable registers a table of tools whose handler field is
// a factory returning a method value: the method is the handler, and
// mcp-go sends its returned error as a JSON-RPC error.
package registrytable

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Handlers struct{}

type entry struct {
	def     mcp.Tool
	handler func(h *Handlers) server.ToolHandlerFunc
}

var registry = map[string]entry{
	"read_note": {def: mcp.NewTool("read_note", mcp.WithString("path", mcp.Required())), handler: func(h *Handlers) server.ToolHandlerFunc { return h.ReadNote }},
	"ping":      {def: mcp.NewTool("ping"), handler: func(h *Handlers) server.ToolHandlerFunc { return h.Ping }},
}

func (h *Handlers) ReadNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want ReadNote:"handler errors: registrytable.go:29"
	b, err := os.ReadFile(req.GetString("path", ""))
	if err != nil {
		return nil, err // want `tool "read_note": mcp-go sends this error as a JSON-RPC error`
	}
	return mcp.NewToolResultText(string(b)), nil
}

func (h *Handlers) Ping(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want Ping:"error result: nil"
	return mcp.NewToolResultText("pong"), nil
}

func New(h *Handlers) *server.MCPServer {
	s := server.NewMCPServer("registry", "1.0.0")
	for _, e := range registry {
		s.AddTool(e.def, e.handler(h))
	}
	return s
}
