// Package other calls the rows' closures with a definition that is not
// the row's own: which tool each registers is not written in the row.
package other

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Unit string `json:"unit"`
}

func Status(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) { // want Status:"error result: nil"
	if in.Unit == "" {
		err := errors.New("no unit")
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "status failed: " + err.Error()}}}, nil, nil // want `tool handler: .*without IsError`
	}
	return &mcp.CallToolResult{}, nil, nil
}

func Register(server *mcp.Server, renamed *mcp.Tool) {
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
		t.Register(server, renamed)
	}
}
