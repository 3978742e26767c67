// Package tools holds the bodies of the tools: each takes the server's
// client beside the request, so it is not itself a handler; the server
// package registers a closure that forwards its results.
package tools

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
)

type Client interface {
	Query(ctx context.Context, q string) (string, error)
}

func HandleQuery(c Client, ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want HandleQuery:"handler errors: tools.go:25"
	q, err := req.RequireString("q")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	out, err := c.Query(ctx, q)
	if err != nil {
		return nil, fmt.Errorf("query failed: %w", err)
	}
	return mcp.NewToolResultText(out), nil
}

// HandleStatus answers its failure as an isError result: nothing for the
// forwarding closure to point at.
func HandleStatus(c Client, ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want HandleStatus:"error result: nil"
	out, err := c.Query(ctx, "status")
	if err != nil {
		return mcp.NewToolResultErrorFromErr("status failed", err), nil
	}
	b, err := json.Marshal(out)
	if err != nil {
		return nil, fmt.Errorf("encode the answer: %w", err)
	}
	return mcp.NewToolResultText(string(b)), nil
}

// HandleLookup checks its own precondition and forwards the rest to a
// tool body of this package: both its own return and the body's are
// sites.
func HandleLookup(c Client, ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want HandleLookup:"handler errors: tools.go:49 tools.go:61"
	if c == nil {
		return nil, fmt.Errorf("no client for the lookup")
	}
	return lookup(c, ctx, req)
}

func lookup(c Client, ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := req.RequireString("id")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	out, err := c.Query(ctx, "lookup "+id)
	if err != nil {
		return nil, fmt.Errorf("lookup %s: %w", id, err)
	}
	return mcp.NewToolResultText(out), nil
}
