// Package ping is a plugin. // want package:"struct tool literals 3" package:"uses mcp"
package ping

import (
	"context"

	"fixtures/model/fieldreg/registry"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var hooks = []registry.Hook{{Name: "warm_up", Run: func() error { return nil }}}

func init() {
	registry.Add(registry.Property{Name: "db_ping", Function: func(ctx context.Context, req *mcp.CallToolRequest, args map[string]any) (*mcp.CallToolResult, any, error) {
		return nil, map[string]any{"ok": true}, nil
	}})
	registry.Add(registry.Property{Name: "db_version", Function: func(ctx context.Context, req *mcp.CallToolRequest, args map[string]any) (*mcp.CallToolResult, any, error) {
		return nil, map[string]any{"version": "1"}, nil
	}})
	_ = hooks
}
