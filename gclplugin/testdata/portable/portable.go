package portable

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func h(ctx context.Context, req *mcp.CallToolRequest, in struct{}) (*mcp.CallToolResult, any, error) {
	return &mcp.CallToolResult{}, nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "admin.tools.list"}, h) // want `admin.tools.list`
	mcp.AddTool(s, &mcp.Tool{Name: "search_flights"}, h)
}
