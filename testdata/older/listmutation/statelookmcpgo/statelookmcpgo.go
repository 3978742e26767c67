// Package statelookmcpgo is an mcp-go server whose tool filter and
// AfterListTools hook read state, next to handlers, middleware and hooks
// that write state that looks related but cannot change the list: call
// counters, a lazily built index, a copy of the app, a field of the same
// name in another struct, and a policy reloaded by a file watcher. The
// filter also reads the caller's claims, which is allowed. Nothing here
// is reported.
package statelookmcpgo

import (
	"context"
	"log"
	"slices"
	"sync"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type claimsKey struct{}

type claims struct {
	Roles []string
}

type policy struct {
	adminOnly []string
}

type metrics struct {
	adminOnly int // the same name as policy's field, another type
	calls     map[string]int
}

type app struct {
	s        *server.MCPServer
	policy   *policy
	metrics  *metrics
	tools    []mcp.Tool
	calls    map[string]int
	requests int
	last     time.Time
	once     sync.Once
	index    map[string]bool
	mu       sync.RWMutex
}

// filter hides admin tools from callers without the admin role.
func (a *app) filter(ctx context.Context, tools []mcp.Tool) []mcp.Tool {
	a.mu.RLock()
	defer a.mu.RUnlock()
	c, _ := ctx.Value(claimsKey{}).(*claims)
	isAdmin := c != nil && slices.Contains(c.Roles, "admin")
	var out []mcp.Tool
	for _, t := range tools {
		if !isAdmin && slices.Contains(a.policy.adminOnly, t.Name) {
			continue
		}
		out = append(out, t)
	}
	return out
}

func (a *app) search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	a.calls[req.Params.Name]++
	a.metrics.adminOnly++
	a.metrics.calls[req.Params.Name]++
	a.last = time.Now()
	a.once.Do(func() { a.index = map[string]bool{"search": true} })
	cp := *a
	cp.tools = nil
	_ = cp
	return mcp.NewToolResultText("ok"), nil
}

// counting is tool middleware that counts calls.
func (a *app) counting(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		a.calls[req.Params.Name]++
		return next(ctx, req)
	}
}

func (a *app) hooks() *server.Hooks {
	hooks := &server.Hooks{}
	hooks.AddBeforeAny(func(ctx context.Context, id any, method mcp.MCPMethod, message any) {
		a.requests++
	})
	hooks.AddAfterCallTool(func(ctx context.Context, id any, req *mcp.CallToolRequest, res *mcp.CallToolResult) {
		a.last = time.Now()
	})
	hooks.AddAfterListTools(func(ctx context.Context, id any, req *mcp.ListToolsRequest, res *mcp.ListToolsResult) {
		log.Printf("tools/list after calls to %d tools", len(a.calls))
		res.Tools = append(res.Tools, a.tools...)
	})
	return hooks
}

// watch reloads the policy when the file changes: not a side effect of a
// request.
func (a *app) watch(changes <-chan struct{}) {
	go func() {
		for range changes {
			a.mu.Lock()
			a.policy = &policy{adminOnly: []string{"admin_users"}}
			a.tools = nil
			a.mu.Unlock()
		}
	}()
}

func main() {
	a := &app{policy: &policy{adminOnly: []string{"admin_users"}}, metrics: &metrics{calls: map[string]int{}}, calls: map[string]int{}}
	a.tools = []mcp.Tool{mcp.NewTool("extra")}
	a.watch(make(chan struct{}))
	a.s = server.NewMCPServer("app", "1",
		server.WithHooks(a.hooks()),
		server.WithToolFilter(a.filter),
		server.WithToolHandlerMiddleware(a.counting))
	a.s.AddTool(mcp.NewTool("search"), a.search)
	a.s.AddTool(mcp.NewTool("admin_users"), a.search)
}
