// Package spec2025 is checked with -mcp.spec=2025-11-25: a mutation in a
// handler is still reported, but per-session tools and the order of a
// hand-written list were allowed then.
package spec2025

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func raw(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("ok"), nil
}

// adminEnabled is written by a tool and read by a tool filter: a list
// that reads state written by a request was allowed before 2026-07-28.
var adminEnabled bool

func main() {
	s := server.NewMCPServer("x", "1", server.WithToolFilter(func(ctx context.Context, tools []mcp.Tool) []mcp.Tool {
		if adminEnabled {
			return tools
		}
		return tools[:1]
	}))
	s.AddTool(mcp.NewTool("unlock"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		adminEnabled = true
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("enable_admin"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		s.AddTool(mcp.NewTool("admin"), raw) // want `tool "enable_admin" changes the tool set while answering a request`
		return mcp.NewToolResultText("ok"), nil
	})
	hooks := &server.Hooks{}
	hooks.AddOnRegisterSession(func(ctx context.Context, session server.ClientSession) {
		_ = s.AddSessionTool(session.SessionID(), mcp.NewTool("welcome"), raw)
	})
	_ = server.WithToolFilter(func(ctx context.Context, tools []mcp.Tool) []mcp.Tool {
		if server.ClientSessionFromContext(ctx) == nil {
			return nil
		}
		byName := map[string]mcp.Tool{}
		for _, t := range tools {
			byName[t.Name] = t
		}
		var out []mcp.Tool
		for _, t := range byName {
			out = append(out, t)
		}
		return out
	})
}
