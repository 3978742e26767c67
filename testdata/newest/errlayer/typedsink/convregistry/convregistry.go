// Package convregistry registers its entries on a server whose tool
// middleware turns every error into an isError result: handlers written
// into its entries are right to return errors.
package convregistry

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Entry struct {
	Tool    mcp.Tool
	Handler server.ToolHandlerFunc
}

var Entries []Entry

func toIsError(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	}
}

func New() *server.MCPServer {
	s := server.NewMCPServer("conv", "1.0", server.WithToolHandlerMiddleware(toIsError))
	for _, e := range Entries {
		s.AddTool(e.Tool, e.Handler)
	}
	return s
}
