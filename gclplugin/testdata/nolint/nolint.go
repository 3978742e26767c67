// Package nolint: under golangci-lint, //nolint is golangci-lint's to
// apply, so the plugin's checks report what a //nolint:mcplint covers,
// with or without a reason (golangci-lint then drops it, and nolintlint
// sees the directive used). //lint:ignore stays mcplint's.
package nolint

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func h(ctx context.Context, req *mcp.CallToolRequest, in struct{}) (*mcp.CallToolResult, any, error) {
	return &mcp.CallToolResult{}, nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "search hotels"}, h) /* want `tool name "search hotels" has a space` */ //nolint:mcplint // the reason
	mcp.AddTool(s, &mcp.Tool{Name: "book flight"}, h)   /* want `tool name "book flight" has a space` */   //nolint:mcplint
	//lint:ignore toolnames the name is fine with our one client
	mcp.AddTool(s, &mcp.Tool{Name: "get weather"}, h)
}
