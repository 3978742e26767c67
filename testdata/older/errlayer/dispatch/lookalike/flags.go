package lookalike

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type flagStore struct{ m map[string]bool }

// Get returns whether the feature is on, and whether it is configured.
func (f *flagStore) Get(name string) (bool, bool) {
	on, ok := f.m[name]
	return on, ok
}

type flagged struct{ flags *flagStore }

// gated: a feature-flag store keyed by tool name; a missing flag means
// the feature is off for this deployment (policy, not an unknown tool).
func (g *flagged) gated(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	on, ok := g.flags.Get(req.Params.Name)
	if !ok || !on {
		return mcp.NewToolResultError("feature flag not found or disabled for this workspace"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// gatedOK reads the configured flag only.
func (g *flagged) gatedOK(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, ok := g.flags.Get(req.Params.Name); !ok {
		return mcp.NewToolResultError("feature flag not found for this workspace"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func SetupFlags(names []string) {
	g := &flagged{}
	s := server.NewMCPServer("f", "1")
	for _, n := range names {
		s.AddTool(mcp.NewTool(n+"_f"), g.gated)
		s.AddTool(mcp.NewTool(n+"_g"), g.gatedOK)
	}
}
