// Package switchsink keeps raw go-sdk handlers in a table whose handler
// field is of type any and registers them through a type switch that
// gives them to (*mcp.Server).AddTool: their errors go out as JSON-RPC
// errors, as the case that their type takes says.
package switchsink

import (
	"context"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type toolDef struct {
	tool    *mcp.Tool
	handler any
}

func Raw(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want Raw:"handler errors: switchsink.go:21"
	if _, err := lookup(req.Params.Name); err != nil {
		return nil, err // want `tool "raw": go-sdk sends this error as a JSON-RPC error with code 0 \(from lookup\)`
	}
	return &mcp.CallToolResult{}, nil
}

func allTools() []toolDef {
	return []toolDef{{&mcp.Tool{Name: "raw"}, Raw}}
}

func registerRaw(s *mcp.Server, td toolDef) {
	switch h := td.handler.(type) {
	case func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error):
		s.AddTool(td.tool, h)
	}
}

func Register(s *mcp.Server) {
	for _, td := range allTools() {
		registerRaw(s, td)
	}
}

func lookup(s string) (int, error) {
	b, err := os.ReadFile(s)
	if err != nil {
		return 0, err
	}
	return len(b), nil
}
