// Package closurecall registers tools whose handlers call a closure that
// the registering function defines once: the closure's returns are the
// tool's.
package closurecall

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	lookup := func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.GetString("id", "") == "" {
			return nil, errors.New("no user")
		}
		return mcp.NewToolResultText("user"), nil
	}
	s.AddTool(mcp.NewTool("whoami"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return lookup(ctx, req) // want `tool "whoami": mcp-go sends this error as a JSON-RPC error -32603 \(from lookup\)`
	})

	// pong never fails: the tool that calls it has nothing to report.
	pong := func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("pong"), nil
	}
	s.AddTool(mcp.NewTool("ping"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return pong(ctx, req)
	})

	// fetch is assigned twice: which one the tool calls is not known.
	fetch := func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, errors.New("down")
	}
	if s == nil {
		fetch = func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultText("cached"), nil
		}
	}
	s.AddTool(mcp.NewTool("fetch"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return fetch(ctx, req)
	})
}
