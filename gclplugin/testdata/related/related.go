// Package related registers one tool name twice: toolnames reports the
// second registration with the first as related information, which the
// plugin folds into the message.
package related

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func h(ctx context.Context, req *mcp.CallToolRequest, in struct{}) (*mcp.CallToolResult, any, error) {
	return &mcp.CallToolResult{}, nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "search"}, h)
	mcp.AddTool(s, &mcp.Tool{Name: "search"}, h) // want `tool "search" is already registered .* \(see related.go:17: first registration of "search"\)$`
	mcp.AddTool(s, &mcp.Tool{Name: "book"}, h)
}
