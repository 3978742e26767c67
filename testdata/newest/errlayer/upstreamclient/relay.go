// Package upstreamclient relays an upstream MCP server's tools.
package upstreamclient

import (
	"context"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Relay registers the upstream's tools with the client's CallTool as
// their handler: the upstream's errors go out as -32603.
func Relay(ctx context.Context, upstream *client.Client, s *server.MCPServer) error {
	tools, err := upstream.ListTools(ctx, mcp.ListToolsRequest{})
	if err != nil {
		return err
	}
	for _, tool := range tools.Tools {
		s.AddTool(tool, upstream.CallTool) // want `tool handler: the handler is the upstream client's CallTool, whose error \(the upstream unreachable, or its JSON-RPC error\) mcp-go sends as JSON-RPC -32603 Internal error`
	}
	return nil
}

// RelayWrapped is the look-alike that answers the upstream's error with
// an isError result.
func RelayWrapped(ctx context.Context, upstream *client.Client, s *server.MCPServer) error {
	tools, err := upstream.ListTools(ctx, mcp.ListToolsRequest{})
	if err != nil {
		return err
	}
	for _, tool := range tools.Tools {
		s.AddTool(tool, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			res, err := upstream.CallTool(ctx, req)
			if err != nil {
				return mcp.NewToolResultError("upstream: " + err.Error()), nil
			}
			return res, nil
		})
	}
	return nil
}

// named is a project method with the same name: not an upstream client.
type named struct{}

func (named) CallTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want CallTool:"error result: nil"
	return mcp.NewToolResultText("ok"), nil
}

func RegisterNamed(s *server.MCPServer) {
	var n named
	s.AddTool(mcp.NewTool("local"), n.CallTool)
}
