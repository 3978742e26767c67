// Package addtool: go-sdk v0.2.0 sends every handler error as an isError
// result (mcp/tool.go:64-72), so returning it is right: silent.
package addtool

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Args struct {
	Release string `json:"release"`
}

func rollback(ctx context.Context, ss *mcp.ServerSession, p *mcp.CallToolParamsFor[Args]) (*mcp.CallToolResultFor[any], error) {
	if p.Arguments.Release == "" {
		return nil, errors.New("release not found")
	}
	return &mcp.CallToolResultFor[any]{}, nil
}

func raw(ctx context.Context, ss *mcp.ServerSession, p *mcp.CallToolParamsFor[map[string]any]) (*mcp.CallToolResultFor[any], error) {
	return nil, errors.New("backend down")
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "rollback"}, rollback)
	s.AddTool(&mcp.Tool{Name: "raw"}, raw)
}
