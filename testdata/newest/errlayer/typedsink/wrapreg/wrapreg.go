// Package wrapreg wraps every stored handler in its own middleware before
// registering it: what a handler's error becomes depends on the wrapper,
// so the handlers behind it are not judged; the middleware's returned
// closure is not a tool handler of its own.
package wrapreg

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Entry struct {
	Tool    mcp.Tool
	Handler server.ToolHandlerFunc
}

var Entries []Entry

func signedIn(ctx context.Context) bool { return ctx.Value("user") != nil }

func withAuth(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if !signedIn(ctx) {
			return nil, errors.New("not signed in") // a request-level denial in a middleware: not a tool's failure
		}
		return next(ctx, req)
	}
}

func Install(s *server.MCPServer) {
	for _, e := range Entries {
		e.Handler = withAuth(e.Handler)
		s.AddTool(e.Tool, e.Handler)
	}
}
