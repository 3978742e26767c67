// Package gosdk is a go-sdk server whose tool set changes as a side
// effect of requests (positives), beside the same calls at start-up, in
// timers, watchers and operator endpoints (negatives).
package gosdk

import (
	"context"
	"encoding/json"
	"net/http"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/auth"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/listmutation/admin"
)

var schema = json.RawMessage(`{"type":"object"}`)

type gateway struct {
	server  *mcp.Server
	pending func()
}

func noop(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{}, nil
}

// enableAdmin is the canonical bug: after a client calls enable_admin,
// the server lists three more tools.
func (g *gateway) enableAdmin(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	g.addAdminTools() // want `tool "enable_admin" changes the tool set while answering a request \(\(\*gosdk.gateway\).addAdminTools -> \(\*gosdk.gateway\).registerAdmin -> \(\*mcp.Server\).AddTool\): clients cache tools/list`
	return &mcp.CallToolResult{}, nil
}

func (g *gateway) addAdminTools() {
	for _, n := range []string{"admin_users", "admin_roles", "admin_audit"} {
		g.registerAdmin(n)
	}
}

func (g *gateway) registerAdmin(name string) {
	g.server.AddTool(&mcp.Tool{Name: name, InputSchema: schema}, noop)
}

// unlock reaches the mutation through a helper of another package.
func (g *gateway) unlock(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	admin.Enable(g.server) // want `tool "unlock" changes the tool set while answering a request \(admin.Enable -> admin.registerAll -> \(\*mcp.Server\).AddTool\)`
	return &mcp.CallToolResult{}, nil
}

// addCodemodeHandler is docker/mcp-gateway's code-mode tool: its handler
// registers a new tool on the gateway's server.
func addCodemodeHandler(g *gateway) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		g.server.AddTool(&mcp.Tool{Name: "code-mode-custom", InputSchema: schema}, noop) // want `tool "code-mode" changes the tool set while answering a request \(\(\*mcp.Server\).AddTool\)`
		return &mcp.CallToolResult{}, nil
	}
}

// toolRegistration holds a handler in a struct field, which the model
// does not follow from AddTool (docker/mcp-gateway's ToolRegistration):
// the handler is still found by its shape.
type toolRegistration struct {
	Tool    *mcp.Tool
	Handler mcp.ToolHandler
}

func (g *gateway) createScriptTool() *toolRegistration {
	return &toolRegistration{Tool: &mcp.Tool{Name: "script", InputSchema: schema}, Handler: withTelemetry(addScriptHandler(g))}
}

func addScriptHandler(g *gateway) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		g.registerAdmin("script-custom") // want `the tool handler in gosdk.addScriptHandler changes the tool set while answering a request \(\(\*gosdk.gateway\).registerAdmin -> \(\*mcp.Server\).AddTool\)`
		return &mcp.CallToolResult{}, nil
	}
}

// withTelemetry wraps a handler; calling the inner handler is no mutation.
func withTelemetry(h mcp.ToolHandler) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return h(ctx, req)
	}
}

// makeTriggerToolChangeHandler is the conformance everything-server's
// trigger tool: deliberate, still a finding (suppress it with a reason).
func makeTriggerToolChangeHandler(server *mcp.Server) mcp.ToolHandlerFor[any, any] {
	return func(ctx context.Context, req *mcp.CallToolRequest, _ any) (*mcp.CallToolResult, any, error) {
		mcp.AddTool(server, &mcp.Tool{Name: "__transient"}, func(context.Context, *mcp.CallToolRequest, any) (*mcp.CallToolResult, any, error) { // want `tool "trigger_tool_change" changes the tool set while answering a request \(mcp.AddTool\)`
			return &mcp.CallToolResult{}, nil, nil
		})
		return &mcp.CallToolResult{}, nil, nil
	}
}

// suppressed is the same, with the author's reason.
func makeSuppressed(server *mcp.Server) mcp.ToolHandlerFor[any, any] {
	return func(ctx context.Context, req *mcp.CallToolRequest, _ any) (*mcp.CallToolResult, any, error) {
		//lint:ignore listmutation the conformance suite checks list_changed on purpose
		server.RemoveTools("__transient")
		return &mcp.CallToolResult{}, nil, nil
	}
}

// later runs the change in a goroutine: still a side effect of the call.
func (g *gateway) later(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	go func() {
		g.server.RemoveTools("admin_users") // want `tool "later" changes the tool set`
	}()
	return &mcp.CallToolResult{}, nil
}

// deferredOnly defines a function that would add a tool, but does not
// run it: not reported.
func (g *gateway) deferredOnly(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	g.pending = func() { g.registerAdmin("admin_later") }
	return &mcp.CallToolResult{}, nil
}

func (g *gateway) readResource(ctx context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
	g.server.RemoveTools("admin_users") // want `resource handler \(\*gosdk.gateway\).readResource changes the tool set while answering a request \(\(\*mcp.Server\).RemoveTools\)`
	return &mcp.ReadResourceResult{}, nil
}

func (g *gateway) complete(ctx context.Context, req *mcp.CompleteRequest) (*mcp.CompleteResult, error) {
	g.addAdminTools() // want `completion handler \(\*gosdk.gateway\).complete changes the tool set`
	return &mcp.CompleteResult{}, nil
}

func (g *gateway) middleware(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		if method == "tools/call" {
			admin.Enable(g.server) // want `the handler returned by receiving middleware changes the tool set while answering a request \(admin.Enable -> admin.registerAll -> \(\*mcp.Server\).AddTool\)`
		}
		return next(ctx, method, req)
	}
}

// sortedList rewrites tools/list results and keeps them ordered.
func sortedList(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		res, err := next(ctx, method, req)
		if method == "tools/list" && err == nil {
			byName := map[string]*mcp.Tool{}
			for _, t := range res.(*mcp.ListToolsResult).Tools {
				byName[strings.ToLower(t.Name)] = t
			}
			var out []*mcp.Tool
			for _, t := range byName {
				out = append(out, t)
			}
			slices.SortFunc(out, func(a, b *mcp.Tool) int { return strings.Compare(a.Name, b.Name) })
			res.(*mcp.ListToolsResult).Tools = out
		}
		return res, err
	}
}

// dedupList does the same without sorting.
func dedupList(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		res, err := next(ctx, method, req)
		if err == nil && method == "tools/list" {
			byName := map[string]*mcp.Tool{}
			for _, t := range res.(*mcp.ListToolsResult).Tools {
				byName[strings.ToLower(t.Name)] = t
			}
			var out []*mcp.Tool
			for _, t := range byName { // want `the tools/list answer is built by ranging over map byName and never sorted`
				out = append(out, t)
			}
			res.(*mcp.ListToolsResult).Tools = out
		}
		return res, err
	}
}

var global = mcp.NewServer(&mcp.Implementation{Name: "global", Version: "1"}, nil)

// init registers at start-up: not reported.
func init() {
	global.AddTool(&mcp.Tool{Name: "from_init", InputSchema: schema}, noop)
}

type config struct{ Tools []string }

func main() {
	cfg := config{Tools: []string{"a", "b"}}
	g := &gateway{}
	g.server = mcp.NewServer(&mcp.Implementation{Name: "gw", Version: "1"}, &mcp.ServerOptions{
		CompletionHandler: g.complete,
	})
	// Start-up registration, also in a loop over configuration.
	for _, name := range cfg.Tools {
		g.registerAdmin(name)
	}
	g.server.AddTool(&mcp.Tool{Name: "enable_admin", InputSchema: schema}, g.enableAdmin)
	g.server.AddTool(&mcp.Tool{Name: "unlock", InputSchema: schema}, g.unlock)
	g.server.AddTool(&mcp.Tool{Name: "code-mode", InputSchema: schema}, addCodemodeHandler(g))
	g.server.AddTool(&mcp.Tool{Name: "later", InputSchema: schema}, g.later)
	script := g.createScriptTool()
	g.server.AddTool(script.Tool, script.Handler)
	g.server.AddTool(&mcp.Tool{Name: "deferred_only", InputSchema: schema}, g.deferredOnly)
	mcp.AddTool(g.server, &mcp.Tool{Name: "trigger_tool_change"}, makeTriggerToolChangeHandler(g.server))
	mcp.AddTool(g.server, &mcp.Tool{Name: "suppressed"}, makeSuppressed(g.server))
	g.server.AddResource(&mcp.Resource{URI: "file:///x", Name: "x"}, g.readResource)
	g.server.AddReceivingMiddleware(g.middleware, sortedList, dedupList)

	// A timer started at start-up changes the list over time: allowed.
	go func() {
		for range time.Tick(time.Minute) {
			g.addAdminTools()
		}
	}()
	// So does a file watcher.
	changes := make(chan string)
	go watch(g, changes)

	// An operator endpoint outside MCP request handling: allowed.
	http.HandleFunc("/admin/reload", func(w http.ResponseWriter, r *http.Request) {
		admin.Enable(g.server)
	})

	sessions := map[string]*mcp.Server{}
	// Choosing the server by session makes the list per connection.
	http.Handle("/by-session", mcp.NewStreamableHTTPHandler(func(r *http.Request) *mcp.Server {
		if s, ok := sessions[r.Header.Get("Mcp-Session-Id")]; ok { // want `getServer chooses the server, and so the tool list, by the session \(the Mcp-Session-Id header\)`
			return s
		}
		return g.server
	}, nil))
	http.Handle("/by-session-helper", mcp.NewSSEHandler(func(r *http.Request) *mcp.Server {
		return sessions[sessionOf(r)] // want `getServer chooses the server, and so the tool list, by the session \(gosdk.sessionOf -> the mcp-session-id header\)`
	}, nil))
	// Choosing it by the authorization presented is allowed, and so is
	// building a fresh server per request.
	http.Handle("/by-token", mcp.NewStreamableHTTPHandler(func(r *http.Request) *mcp.Server {
		if info := auth.TokenInfoFromContext(r.Context()); info != nil && slices.Contains(info.Scopes, "admin") {
			s := mcp.NewServer(&mcp.Implementation{Name: "admin", Version: "1"}, nil)
			admin.Enable(s)
			return s
		}
		return g.server
	}, nil))
	http.Handle("/by-header", mcp.NewStreamableHTTPHandler(func(r *http.Request) *mcp.Server {
		if strings.HasPrefix(r.Header.Get("Authorization"), "Bearer admin-") {
			return sessions["admin"]
		}
		return g.server
	}, nil))
}

func sessionOf(r *http.Request) string { return r.Header.Get("mcp-session-id") }

func watch(g *gateway, changes <-chan string) {
	for name := range changes {
		g.registerAdmin(name)
	}
}

// guardList answers tools/list after a guard that returns for every other
// method, from a map, unsorted.
func guardList(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		res, err := next(ctx, method, req)
		if method != "tools/list" || err != nil {
			return res, err
		}
		byName := map[string]*mcp.Tool{}
		for _, t := range res.(*mcp.ListToolsResult).Tools {
			byName[t.Name] = t
		}
		var out []*mcp.Tool
		for _, t := range byName { // want `the tools/list answer is built by ranging over map byName and never sorted`
			out = append(out, t)
		}
		res.(*mcp.ListToolsResult).Tools = out
		return res, nil
	}
}

// guardSorted is the same guard with a sorted answer.
func guardSorted(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		res, err := next(ctx, method, req)
		if method != "tools/list" || err != nil {
			return res, err
		}
		byName := map[string]*mcp.Tool{}
		for _, t := range res.(*mcp.ListToolsResult).Tools {
			byName[t.Name] = t
		}
		out := make([]*mcp.Tool, 0, len(byName))
		for _, t := range byName {
			out = append(out, t)
		}
		sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
		res.(*mcp.ListToolsResult).Tools = out
		return res, nil
	}
}

// guardLogs tests the method without returning: not a dispatcher.
func guardLogs(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		if method != "tools/list" {
			println("not a list")
		}
		res, err := next(ctx, method, req)
		for k := range map[string]bool{} {
			println(k)
		}
		return res, err
	}
}

var _, _, _ = guardList, guardSorted, guardLogs
