// Package mcpgo is an mcp-go server whose tool set changes as a side
// effect of requests or per session (positives), beside start-up
// registration and lists that vary by authorization (negatives).
package mcpgo

import (
	"context"
	"net/http"
	"slices"
	"sort"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"fixtures/listmutation/sessiontools"
)

type app struct {
	s    *server.MCPServer
	beta map[string]bool
}

type claims struct{ Scopes []string }

type claimsKey struct{}

func raw(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("ok"), nil
}

// enableAdmin adds three admin tools for every client once one calls it.
func (a *app) enableAdmin(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	a.addAdminTools() // want `tool "enable_admin" changes the tool set while answering a request \(\(\*mcpgo.app\).addAdminTools -> \(\*mcpgo.app\).registerAll -> \(\*server.MCPServer\).AddTools\)`
	return mcp.NewToolResultText("admin tools enabled"), nil
}

func (a *app) addAdminTools() { a.registerAll("admin_users", "admin_roles", "admin_audit") }

func (a *app) registerAll(names ...string) {
	var tools []server.ServerTool
	for _, n := range names {
		tools = append(tools, server.ServerTool{Tool: mcp.NewTool(n), Handler: raw})
	}
	a.s.AddTools(tools...)
}

func (a *app) reset(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	a.s.SetTools(server.ServerTool{Tool: mcp.NewTool("reset"), Handler: a.reset}) // want `tool "reset" changes the tool set while answering a request \(\(\*server.MCPServer\).SetTools\)`
	return mcp.NewToolResultText("reset"), nil
}

// lockdown is a func literal tool handler that deletes tools.
func lockdownHandler(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		s.DeleteTools("admin_users") // want `tool "lockdown" changes the tool set while answering a request \(\(\*server.MCPServer\).DeleteTools\)`
		return mcp.NewToolResultText("locked"), nil
	}
}

// sessionToolHandler hands the calling session a tool: both a side effect
// and a per-session list.
func (a *app) sessionToolHandler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if session := server.ClientSessionFromContext(ctx); session != nil {
		_ = a.s.AddSessionTool(session.SessionID(), mcp.NewTool("mine"), raw) // want `tool "connect_database" changes the tool set while answering a request \(\(\*server.MCPServer\).AddSessionTool\)` `session tool "mine" gives one connection a tool list of its own`
	}
	return mcp.NewToolResultText("connected"), nil
}

// deferredOnly defines, but does not run, a function that adds tools.
func (a *app) deferredOnly(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	later := func() { a.addAdminTools() }
	_ = later
	return mcp.NewToolResultText("ok"), nil
}

func (a *app) middleware(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.Params.Name == "login" {
			a.addAdminTools() // want `the handler returned by tool middleware changes the tool set`
		}
		return next(ctx, req)
	}
}

func (a *app) hooks() *server.Hooks {
	hooks := &server.Hooks{}
	hooks.AddBeforeCallTool(func(ctx context.Context, id any, req *mcp.CallToolRequest) {
		a.s.DeleteTools("admin_audit") // want `request hook changes the tool set while answering a request \(\(\*server.MCPServer\).DeleteTools\)`
	})
	// mcp-grafana writes the Hooks fields directly.
	hooks.OnBeforeListTools = []server.OnBeforeListToolsFunc{
		func(ctx context.Context, id any, req *mcp.ListToolsRequest) {
			if session := server.ClientSessionFromContext(ctx); session != nil {
				sessiontools.Register(ctx, a.s, session) // want `request hook changes the tool set while answering a request \(sessiontools.Register -> sessiontools.register -> \(\*server.MCPServer\).AddSessionTools\)`
			}
		},
	}
	hooks.OnBeforeCallTool = append(hooks.OnBeforeCallTool, func(ctx context.Context, id any, req *mcp.CallToolRequest) {
		a.addAdminTools() // want `request hook changes the tool set`
	})
	// A new session gets its own tool: per-session, not a side effect.
	hooks.AddOnRegisterSession(func(ctx context.Context, session server.ClientSession) {
		_ = a.s.AddSessionTool(session.SessionID(), mcp.NewTool("welcome"), raw) // want `session tool "welcome" gives one connection a tool list of its own`
	})
	// A list rewritten by session.
	hooks.AddAfterListTools(func(ctx context.Context, id any, req *mcp.ListToolsRequest, res *mcp.ListToolsResult) {
		if a.beta[sessionID(ctx)] { // want `AfterListTools hook chooses the listed tools by the client session \(mcpgo.sessionID -> server.ClientSessionFromContext\)`
			res.Tools = append(res.Tools, mcp.NewTool("beta"))
		}
	})
	// A list rewritten by authorization: allowed.
	hooks.AddAfterListTools(func(ctx context.Context, id any, req *mcp.ListToolsRequest, res *mcp.ListToolsResult) {
		if c, ok := ctx.Value(claimsKey{}).(*claims); ok && slices.Contains(c.Scopes, "beta") {
			res.Tools = append(res.Tools, mcp.NewTool("beta"))
		}
	})
	// A list rebuilt from a map, sorted: allowed.
	hooks.AddAfterListTools(func(ctx context.Context, id any, req *mcp.ListToolsRequest, res *mcp.ListToolsResult) {
		byName := map[string]mcp.Tool{}
		for _, t := range res.Tools {
			byName[t.Name] = t
		}
		res.Tools = res.Tools[:0]
		for _, t := range byName {
			res.Tools = append(res.Tools, t)
		}
		sort.Slice(res.Tools, func(i, j int) bool { return res.Tools[i].Name < res.Tools[j].Name })
	})
	return hooks
}

func sessionID(ctx context.Context) string {
	if s := server.ClientSessionFromContext(ctx); s != nil {
		return s.SessionID()
	}
	return ""
}

// bySession is a tool filter keyed on the session.
func (a *app) bySession(ctx context.Context, tools []mcp.Tool) []mcp.Tool {
	session := server.ClientSessionFromContext(ctx) // want `tool filter chooses the listed tools by the client session \(server.ClientSessionFromContext\)`
	if session != nil && a.beta[session.SessionID()] {
		return tools
	}
	return tools[:1]
}

// byScope is a tool filter keyed on the authorization: allowed.
func byScope(ctx context.Context, tools []mcp.Tool) []mcp.Tool {
	c, _ := ctx.Value(claimsKey{}).(*claims)
	var out []mcp.Tool
	for _, t := range tools {
		if c != nil && slices.Contains(c.Scopes, t.Name) {
			out = append(out, t)
		}
	}
	return out
}

// dedup is a tool filter that rebuilds the list from a map, unsorted.
func dedup(ctx context.Context, tools []mcp.Tool) []mcp.Tool {
	seen := map[string]mcp.Tool{}
	for _, t := range tools {
		seen[t.Name] = t
	}
	out := make([]mcp.Tool, 0, len(seen))
	for _, t := range seen { // want `the tools/list answer is built by ranging over map seen and never sorted`
		out = append(out, t)
	}
	return out
}

func init() {
	s := server.NewMCPServer("init", "1")
	s.AddTool(mcp.NewTool("from_init"), raw)
}

func main() {
	a := &app{beta: map[string]bool{}}
	a.s = server.NewMCPServer("app", "1",
		server.WithHooks(a.hooks()),
		server.WithToolHandlerMiddleware(a.middleware),
		server.WithToolFilter(a.bySession),
		server.WithToolFilter(byScope),
		server.WithToolFilter(dedup),
	)
	a.addAdminTools() // start-up: allowed
	a.s.AddTool(mcp.NewTool("enable_admin"), a.enableAdmin)
	a.s.AddTool(mcp.NewTool("reset"), a.reset)
	a.s.AddTool(mcp.NewTool("lockdown"), lockdownHandler(a.s))
	a.s.AddTool(mcp.NewTool("connect_database"), a.sessionToolHandler)
	a.s.AddTool(mcp.NewTool("deferred_only"), a.deferredOnly)

	// An operator endpoint: allowed.
	http.HandleFunc("/reload", func(w http.ResponseWriter, r *http.Request) {
		a.addAdminTools()
	})
}
