// Package convtools: its handlers go through convregistry's converting
// middleware, so returning an error is right (silent).
package convtools

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"

	"fixtures/errlayer/typedsink/convregistry"
)

func init() {
	convregistry.Entries = append(convregistry.Entries, convregistry.Entry{Tool: mcp.NewTool("ping"), Handler: ping})
}

func ping(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("unreachable host")
}
