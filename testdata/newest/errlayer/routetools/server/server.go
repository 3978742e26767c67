// Package server adapts the tools package's router to the go-sdk.
package server

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/errlayer/routetools/tools"
)

func wrap(m *tools.Manager, name string) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := m.ExecuteTool(name, req.Params.Arguments)
		if err != nil {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil
		}
		out := &mcp.CallToolResult{IsError: res.IsError}
		for _, c := range res.Content {
			if t, ok := c.(tools.TextContent); ok {
				out.Content = append(out.Content, &mcp.TextContent{Text: t.Text})
			}
		}
		return out, nil
	}
}

var schema = json.RawMessage(`{"type":"object","properties":{"namespace":{"type":"string"},"name":{"type":"string"}}}`)

// Register serves the tools.
func Register(s *mcp.Server, m *tools.Manager) {
	for _, n := range []string{"undeploy", "status", "exec", "remove"} {
		s.AddTool(&mcp.Tool{Name: n, InputSchema: schema}, wrap(m, n))
	}
}
