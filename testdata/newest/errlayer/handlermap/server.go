// Package handlermap keeps its tools in a list and their handlers in a map
// keyed by name, joined in the registration loop: each tool is served by
// the map's value under its name.
package handlermap

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Client struct{}

func (c *Client) Get(ctx context.Context, id string) (string, error) { return "", errors.New("down") }

func allTools() []mcp.Tool {
	return []mcp.Tool{
		mcp.NewTool("get_thing", mcp.WithString("id", mcp.Required())),
		mcp.NewTool("peek_thing", mcp.WithString("id", mcp.Required())),
	}
}

func handlerMap(c *Client) map[string]server.ToolHandlerFunc {
	return map[string]server.ToolHandlerFunc{
		"get_thing":  getThing(c),
		"peek_thing": peekThing(c),
	}
}

// getThing sends the upstream's failure as a JSON-RPC error.
func getThing(c *Client) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := c.Get(ctx, req.GetString("id", ""))
		if err != nil {
			return nil, fmt.Errorf("get: %w", err) // want `tool "get_thing": mcp-go sends this error as a JSON-RPC error -32603`
		}
		return mcp.NewToolResultText(out), nil
	}
}

// peekThing answers it with an isError result.
func peekThing(c *Client) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := c.Get(ctx, req.GetString("id", ""))
		if err != nil {
			return mcp.NewToolResultErrorFromErr("peek failed", err), nil
		}
		return mcp.NewToolResultText(out), nil
	}
}

func New(c *Client) *server.MCPServer {
	s := server.NewMCPServer("things", "1.0.0")
	handlers := handlerMap(c)
	for _, tool := range allTools() {
		h, ok := handlers[tool.Name]
		if !ok {
			panic("no handler for " + tool.Name)
		}
		s.AddTool(tool, h)
	}
	return s
}
