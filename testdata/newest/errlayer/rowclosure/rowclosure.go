// Package rowclosure keeps beside each tool's definition a closure that
// registers it with its own instance of the generic mcp.AddTool; the
// loop calls each row's closure with the row's own definition, so the
// registration inside the closure is that row's tool.
package rowclosure

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Unit string `json:"unit"`
}

func status(unit string) (string, error) {
	if unit == "" {
		return "", errors.New("bus unavailable")
	}
	return "active", nil
}

func Status(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) { // want Status:"error result: nil"
	s, err := status(in.Unit)
	if err != nil {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "status failed: " + err.Error()}}}, nil, nil // want `tool "unit_status": .*without IsError`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: s}}}, nil, nil
}

func Register(server *mcp.Server) {
	tools := []struct {
		Tool     *mcp.Tool
		Register func(s *mcp.Server, tool *mcp.Tool)
	}{
		{
			Tool: &mcp.Tool{Name: "unit_status"},
			Register: func(s *mcp.Server, tool *mcp.Tool) {
				mcp.AddTool(s, tool, Status)
			},
		},
	}
	for _, t := range tools {
		t.Register(server, t.Tool)
	}
}
