// want package:"uses mcp" package:"tool adapters 1"
// Package adapter serves every tools.Tool with one go-sdk handler that
// answers the tool's error with an isError result.
package adapter

import (
	"context"
	"encoding/json"

	"fixtures/model/impls/tools"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func handler(t tools.Tool) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var args map[string]any
		if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
			return nil, err
		}
		out, err := t.Run(ctx, args)
		if err != nil {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: out}}}, nil
	}
}

func Serve(s *mcp.Server, all []tools.Tool) { // want Serve:"mutates tools: adapter.Serve \\(\\*mcp.Server\\).AddTool"
	for _, t := range all {
		s.AddTool(&mcp.Tool{Name: t.Name(), InputSchema: map[string]any{"type": "object"}}, handler(t))
	}
}
