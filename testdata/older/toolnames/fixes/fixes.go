// Package fixes holds names whose literal a suggested fix can rewrite.
package fixes

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	City string `json:"city"`
}

func typed(ctx context.Context, req *gomcp.CallToolRequest, in In) (*gomcp.CallToolResult, any, error) {
	return nil, nil, nil
}

func h(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

func Setup() {
	s := gomcp.NewServer(&gomcp.Implementation{Name: "x", Version: "1"}, nil)
	gomcp.AddTool(s, &gomcp.Tool{Name: "get weather"}, typed) // want `tool name "get weather" has a space`
	m := server.NewMCPServer("x", "1")
	m.AddTool(mcp.NewTool("pods/list"), h) // want `tool name "pods/list" has a slash`
}
