// Package wraptools: its handlers go through wrapreg's middleware, whose
// effect on their errors the model does not judge: silent.
package wraptools

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"

	"fixtures/errlayer/typedsink/wrapreg"
)

func init() {
	wrapreg.Entries = append(wrapreg.Entries, wrapreg.Entry{Tool: mcp.NewTool("ping"), Handler: ping})
}

func ping(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("unreachable host")
}
