// Package factoryparam registers each tool through a helper that takes
// a factory (a method value returning the tool and its handler) and calls
// it: every call of the helper registers the tool its factory returns.
package factoryparam

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Resources struct{ items map[string]string }

func (r *Resources) toolGetItem() (mcp.Tool, server.ToolHandlerFunc) {
	return mcp.NewTool("get_item", mcp.WithString("id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id, err := req.RequireString("id")
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			v, ok := r.items[id]
			if !ok {
				return nil, fmt.Errorf("item %q not found", id) // want `tool "get_item": mcp-go sends this error as a JSON-RPC error -32603`
			}
			return mcp.NewToolResultText(v), nil
		}
}

func (r *Resources) toolListItems() (mcp.Tool, server.ToolHandlerFunc) {
	return mcp.NewTool("list_items"),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if len(r.items) == 0 {
				return mcp.NewToolResultError("no items"), nil
			}
			return mcp.NewToolResultText(fmt.Sprint(len(r.items))), nil
		}
}

// toolMaybe has two returns: which tool it gives is not read.
func (r *Resources) toolMaybe() (mcp.Tool, server.ToolHandlerFunc) {
	if r.items == nil {
		return mcp.NewTool("maybe_a"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return nil, errors.New("not ready")
		}
	}
	return mcp.NewTool("maybe_b"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("ready"), nil
	}
}

func registerTool(s *server.MCPServer, getTool func() (mcp.Tool, server.ToolHandlerFunc)) {
	tool, handler := getTool()
	s.AddTool(tool, handler)
}

func Register(s *server.MCPServer, r *Resources) {
	registerTool(s, r.toolGetItem)
	registerTool(s, r.toolListItems)
	registerTool(s, r.toolMaybe)
}
