// Package statelookgosdk is a go-sdk server whose receiving middleware
// rewrites tools/list from state, next to tool handlers that write state
// that looks related but cannot change the list: usage counters on the
// registry's entries, another field of an embedded registry, a generic
// store's hit counts, a lazily loaded catalog, a copy of the gateway, and
// a tool list swapped atomically by a SIGHUP reloader. The list also
// filters by the caller's token scopes, which is allowed. Nothing here is
// reported.
package statelookgosdk

import (
	"context"
	"encoding/json"
	"os"
	"os/signal"
	"slices"
	"sync"
	"sync/atomic"
	"syscall"

	"github.com/modelcontextprotocol/go-sdk/auth"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var schema = json.RawMessage(`{"type":"object"}`)

// Registry is embedded in gateway.
type Registry struct {
	hidden map[string]bool
	hits   map[string]int
}

type toolInfo struct {
	scope string
	calls int
}

// store is a generic keyed store.
type store[T any] struct {
	items map[string]T
	hits  map[string]int
}

func (s *store[T]) get(k string) T {
	s.hits[k]++
	return s.items[k]
}

type gateway struct {
	Registry
	server   *mcp.Server
	info     map[string]*toolInfo
	allowed  atomic.Pointer[[]string]
	requests atomic.Int64
	labels   *store[string]
	once     sync.Once
	catalog  map[string]bool
	verbose  bool
	trace    bool
	listed   int
}

func (g *gateway) listFilter(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		res, err := next(ctx, method, req)
		if method == "tools/list" && err == nil {
			if g.trace {
				g.listed++ // counted, never listed
			}
			g.once.Do(g.loadCatalog)
			var scopes []string
			if ti := auth.TokenInfoFromContext(ctx); ti != nil {
				scopes = ti.Scopes
			}
			allowed := g.allowed.Load()
			lt := res.(*mcp.ListToolsResult)
			var out []*mcp.Tool
			for _, t := range lt.Tools {
				if g.hidden[t.Name] || g.Registry.hidden[t.Name] {
					continue
				}
				if allowed != nil && !slices.Contains(*allowed, t.Name) {
					continue
				}
				if ti, ok := g.info[t.Name]; ok && ti.scope != "" && !slices.Contains(scopes, ti.scope) {
					continue
				}
				if len(g.catalog) > 0 && !g.catalog[t.Name] {
					continue
				}
				out = append(out, t)
			}
			lt.Tools = out
		}
		return res, err
	}
}

func (g *gateway) loadCatalog() {
	g.catalog = map[string]bool{"search": true, "admin_users": true}
}

func (g *gateway) search(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	// Usage counters, kept beside what the list reads.
	if ti, ok := g.info[req.Params.Name]; ok {
		ti.calls++
	}
	g.hits[req.Params.Name]++
	g.Registry.hits["search"]++
	g.requests.Add(1)
	// The list reads trace only to decide whether to count.
	g.trace = true
	_ = g.labels.get(req.Params.Name)
	// Lazy initialisation, as the list does.
	g.once.Do(g.loadCatalog)
	// A copy of the gateway.
	cp := *g
	cp.verbose = true
	_ = cp
	return &mcp.CallToolResult{}, nil
}

// reload swaps the allowed tools on SIGHUP: not a side effect of a
// request.
func (g *gateway) reload() {
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, syscall.SIGHUP)
	go func() {
		for range sig {
			list := []string{"search"}
			g.allowed.Store(&list)
		}
	}()
}

func main() {
	g := &gateway{
		Registry: Registry{hidden: map[string]bool{"debug": true}, hits: map[string]int{}},
		info:     map[string]*toolInfo{"admin_users": {scope: "admin"}},
		labels:   &store[string]{items: map[string]string{}, hits: map[string]int{}},
	}
	g.reload()
	g.server = mcp.NewServer(&mcp.Implementation{Name: "gw", Version: "1"}, nil)
	g.server.AddTool(&mcp.Tool{Name: "search", InputSchema: schema}, g.search)
	g.server.AddTool(&mcp.Tool{Name: "admin_users", InputSchema: schema}, g.search)
	g.server.AddReceivingMiddleware(g.listFilter)
}
