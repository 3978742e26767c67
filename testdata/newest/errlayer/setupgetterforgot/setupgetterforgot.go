// Package setupgetterforgot: one tool answers a failure to get its client
// with an isError result, so the other, which sends it as a JSON-RPC
// error, is the tool that forgot: reported.
package setupgetterforgot

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Client struct{}

func (c *Client) List(ctx context.Context) ([]string, error) { return nil, nil } // want List:"error result: nil"

// GetClientFn returns the client for the current request (its key comes
// from the request's configuration).
type GetClientFn func(context.Context) (*Client, error)

func ListThings(getClient GetClientFn) (mcp.Tool, server.ToolHandlerFunc) {
	return mcp.NewTool("list_things"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		client, err := getClient(ctx)
		if err != nil {
			return nil, fmt.Errorf("failed to get client: %w", err) // want `tool "list_things": mcp-go sends this error as a JSON-RPC error -32603`
		}
		things, err := client.List(ctx)
		if err != nil {
			return mcp.NewToolResultErrorFromErr("list failed", err), nil
		}
		return mcp.NewToolResultText(fmt.Sprint(things)), nil
	}
}

func CountThings(getClient GetClientFn) (mcp.Tool, server.ToolHandlerFunc) {
	return mcp.NewTool("count_things"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		client, err := getClient(ctx)
		if err != nil {
			return mcp.NewToolResultErrorFromErr("failed to get client", err), nil
		}
		things, err := client.List(ctx)
		if err != nil {
			return mcp.NewToolResultErrorFromErr("count failed", err), nil
		}
		return mcp.NewToolResultText(fmt.Sprint(len(things))), nil
	}
}

func Register(s *server.MCPServer, getClient GetClientFn) {
	s.AddTool(ListThings(getClient))
	s.AddTool(CountThings(getClient))
}
