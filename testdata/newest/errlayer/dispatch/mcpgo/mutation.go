package mcpgo

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// prefixed strips the gateway's prefix before the lookup: still the tool
// name.
func (p *proxy) prefixed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	key := strings.TrimPrefix(req.Params.Name, "gh_")
	t, ok := p.table[key]
	if !ok {
		return mcp.NewToolResultErrorf("unknown tool %q", key), nil // want `tool handler: a tool name that is not in the lookup table`
	}
	out, _ := t.Run(ctx, nil)
	return mcp.NewToolResultText(out), nil
}

// switchInit routes with a switch whose init names the tool. Not
// reported: the default runs only for a name the server registered (and
// tools/list shows) without a case, a tool that fails when called, not an
// unknown tool that -32602 would answer.
func switchInit(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch name := req.Params.Name; name {
	case "x_a":
		return mcp.NewToolResultText("a"), nil
	default:
		return mcp.NewToolResultError("tool " + name + " is not implemented"), nil
	}
}

func SetupMutation(names []string) {
	p := &proxy{}
	s := server.NewMCPServer("m", "1")
	for _, n := range names {
		s.AddTool(mcp.NewTool("gh_"+n), p.prefixed)
		s.AddTool(mcp.NewTool("x_"+n), switchInit)
	}
}
