// Package spec0618 is checked with -mcp.spec=2025-06-18, whose spec has no
// tool-name rule: only duplicates are reported.
package spec0618

import (
	"context"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func raw(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

var obj = &jsonschema.Schema{Type: "object"}

func Setup() {
	s := mcp.NewServer(&mcp.Implementation{Name: "x", Version: "1"}, nil)
	s.AddTool(&mcp.Tool{Name: "simple greeting", InputSchema: obj}, raw)
	s.AddTool(&mcp.Tool{Name: "simple greeting", InputSchema: obj}, raw) // want `tool "simple greeting" is already registered on server s`
}
