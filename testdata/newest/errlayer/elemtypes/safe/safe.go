// Package safe registers the same kind of struct-typed list through a
// wrapper that turns every handler error into an isError result: the
// elements' returned errors are the right layer, not reported.
package safe

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Entry struct {
	Tool    mcp.Tool
	Factory func(token string) server.ToolHandlerFunc
}

var PingTool = mcp.NewTool("ping")

func NewPing(token string) server.ToolHandlerFunc { // want NewPing:"handler errors: safe.go:24"
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if token == "" {
			return nil, errors.New("not configured")
		}
		return mcp.NewToolResultText("pong"), nil
	}
}

func Entries() []Entry { return []Entry{{Tool: PingTool, Factory: NewPing}} }

// asResult answers a handler's error with an isError result.
func asResult(h server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := h(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	}
}

func Install(srv *server.MCPServer, entries []Entry, token string) {
	for _, e := range entries {
		srv.AddTool(e.Tool, asResult(e.Factory(token)))
	}
}

func New(token string) *server.MCPServer {
	srv := server.NewMCPServer("safe", "1.0.0")
	Install(srv, Entries(), token)
	return srv
}
