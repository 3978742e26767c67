// want package:"uses mcp"

// Package defs holds tools known only from their definitions: no
// registration call of this package reaches them.
package defs

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Entry is a toolset entry of the server's own.
type Entry struct {
	Tool    *mcp.Tool
	Handler mcp.ToolHandler
}

// Raw adapts a handler that takes a config to a raw go-sdk handler,
// passing its error on.
func Raw(h func(ctx context.Context, cfg string, req *mcp.CallToolRequest) (*mcp.CallToolResult, error)) mcp.ToolHandler { // want Raw:"wrapper\\(0\\) passes"
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return h(ctx, "cfg", req)
	}
}

func titled(t *mcp.Tool) *mcp.Tool { t.Title = t.Name; return t }

// Entries lists the toolset: a decorated definition, a definition kept
// in a variable, and a handler of an unknown shape.
func Entries() []Entry {
	echo := &mcp.Tool{Name: "echo"}
	return []Entry{
		{Tool: titled(&mcp.Tool{Name: "ping"}), Handler: Raw(func(ctx context.Context, cfg string, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return &mcp.CallToolResult{}, nil
		})},
		{Tool: echo, Handler: func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return &mcp.CallToolResult{}, nil
		}},
	}
}
