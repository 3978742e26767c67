// Package callbackrun: a go-sdk raw handler runs its work in a function
// literal that a helper of the package calls and whose results it
// returns (fastly/mcp's executeWithSetupCheck). The literal's error is
// the handler's.
package callbackrun

import (
	"context"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var ready bool

func text(s string, isErr bool) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: isErr, Content: []mcp.Content{&mcp.TextContent{Text: s}}}
}

// withSetup answers a missing setup itself and otherwise returns what
// run returns.
func withSetup(ctx context.Context, run func() (*mcp.CallToolResult, error)) (*mcp.CallToolResult, error) {
	if !ready {
		return text("run setup first", true), nil
	}
	return run()
}

// logged runs fn but keeps its error to itself.
func logged(fn func() (*mcp.CallToolResult, error)) (*mcp.CallToolResult, error) {
	res, err := fn()
	if err != nil {
		return text(err.Error(), true), nil
	}
	return res, nil
}

func fetch(id string) (string, error) {
	if id == "" {
		return "", errors.New("upstream: 404")
	}
	return id, nil
}

func Register(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "execute", InputSchema: map[string]any{"type": "object"}}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		result, err := withSetup(ctx, func() (*mcp.CallToolResult, error) {
			v, err := fetch("x")
			if err != nil {
				return nil, fmt.Errorf("fetch failed: %w", err)
			}
			return text(v, false), nil
		})
		return result, err // want `tool "execute": go-sdk sends this error as a JSON-RPC error with code 0 \(from fmt.Errorf\)`
	})
	s.AddTool(&mcp.Tool{Name: "describe", InputSchema: map[string]any{"type": "object"}}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return withSetup(ctx, func() (*mcp.CallToolResult, error) {
			v, err := fetch("y")
			if err != nil {
				return text(err.Error(), true), nil // the literal answers with isError
			}
			return text(v, false), nil
		})
	})
	s.AddTool(&mcp.Tool{Name: "status", InputSchema: map[string]any{"type": "object"}}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return logged(func() (*mcp.CallToolResult, error) {
			v, err := fetch("z")
			if err != nil {
				return nil, err // logged turns it into an isError result
			}
			return text(v, false), nil
		})
	})
}
