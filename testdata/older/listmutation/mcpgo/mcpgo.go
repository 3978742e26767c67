// Package mcpgo checks listmutation on mcp-go v0.43.2.
package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"fixtures/listmutation/admin"
)

type app struct{ s *server.MCPServer }

func raw(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("ok"), nil
}

func (a *app) enableAdmin(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	a.grant() // want `tool "enable_admin" changes the tool set while answering a request \(\(\*mcpgo.app\).grant -> \(\*mcpgo.app\).add -> \(\*server.MCPServer\).AddTool\)`
	return mcp.NewToolResultText("ok"), nil
}

func (a *app) grant() { a.add("admin_users") }

func (a *app) add(name string) { a.s.AddTool(mcp.NewTool(name), raw) }

func (a *app) hooks() *server.Hooks {
	hooks := &server.Hooks{}
	hooks.OnBeforeListTools = []server.OnBeforeListToolsFunc{
		func(ctx context.Context, id any, req *mcp.ListToolsRequest) {
			if session := server.ClientSessionFromContext(ctx); session != nil {
				admin.Proxy(a.s, session) // want `request hook changes the tool set while answering a request \(admin.Proxy -> admin.proxy -> \(\*server.MCPServer\).AddSessionTools\)`
			}
		},
	}
	hooks.AddOnRegisterSession(func(ctx context.Context, session server.ClientSession) {
		admin.Proxy(a.s, session) // per-session: reported at AddSessionTools only
	})
	return hooks
}

func (a *app) filter(ctx context.Context, tools []mcp.Tool) []mcp.Tool {
	if s := server.ClientSessionFromContext(ctx); s != nil && s.SessionID() == "beta" { // want `tool filter chooses the listed tools by the client session \(server.ClientSessionFromContext\)`
		return tools
	}
	return nil
}

type scopesKey struct{}

func byScope(ctx context.Context, tools []mcp.Tool) []mcp.Tool {
	if scopes, _ := ctx.Value(scopesKey{}).([]string); len(scopes) > 0 {
		return tools
	}
	return nil
}

func main() {
	a := &app{}
	a.s = server.NewMCPServer("app", "1", server.WithHooks(a.hooks()), server.WithToolFilter(a.filter), server.WithToolFilter(byScope))
	a.grant() // start-up: allowed
	a.s.AddTool(mcp.NewTool("enable_admin"), a.enableAdmin)
}
