package adapter

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// toolFunc is how this server's tools are written.
type toolFunc func(ctx context.Context, args json.RawMessage) (string, error)

// RegisterFuncs registers one go-sdk raw handler per entry of a table of
// functions and forwards their errors.
func RegisterFuncs(s *mcp.Server, table map[string]toolFunc) {
	for name, fn := range table {
		s.AddTool(&mcp.Tool{Name: name, InputSchema: map[string]any{"type": "object"}}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			out, err := fn(ctx, req.Params.Arguments)
			if err != nil {
				return nil, err // want `tool adapter: every tool's failure \(the error of fn\(...\)\) is returned here.*go-sdk sends this error as a JSON-RPC error with code 0`
			}
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: out}}}, nil
		})
	}
}

// RegisterFuncsGood sets IsError: silent.
func RegisterFuncsGood(s *mcp.Server, table map[string]toolFunc) {
	for name, fn := range table {
		s.AddTool(&mcp.Tool{Name: name, InputSchema: map[string]any{"type": "object"}}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			out, err := fn(ctx, req.Params.Arguments)
			if err != nil {
				res := &mcp.CallToolResult{}
				res.SetError(err)
				return res, nil
			}
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: out}}}, nil
		})
	}
}

// Wrap is a wrapper around one SDK handler, not an adapter: calling next
// is not running a tool of a table.
func Wrap(s *mcp.Server, next mcp.ToolHandler) {
	s.AddTool(&mcp.Tool{Name: "wrapped", InputSchema: map[string]any{"type": "object"}}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return next(ctx, req)
	})
}
