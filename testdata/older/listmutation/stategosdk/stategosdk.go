// Package stategosdk is a go-sdk server whose receiving middleware
// rewrites tools/list from state that tool handlers and the middleware's
// own tools/call branch write (positives), beside state written at
// start-up, read only for logging, or behind a pointer the list only
// checks for nil (negatives).
package stategosdk

import (
	"context"
	"encoding/json"
	"log"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var schema = json.RawMessage(`{"type":"object"}`)

type gateway struct {
	server       *mcp.Server
	adminEnabled bool
	unlocked     map[string]bool
	readOnly     bool
	verbose      bool
	requests     int
	lastURI      string
	featured     *mcp.Tool // listed as is: what it points to is in the answer
	stats        *stats    // only checked for nil by the list
}

type stats struct {
	calls map[string]int
}

// listFilter hides tools the gateway has not enabled yet.
func (g *gateway) listFilter(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		g.requests++ // every request, and the list does not read it
		if method == "tools/call" {
			if p, ok := req.(*mcp.CallToolRequest); ok && p.Params != nil {
				g.unlocked[p.Params.Name] = true // want `the "tools/call" branch of the function literal in \(\*stategosdk.gateway\).listFilter writes g.unlocked\[p.Params.Name\], which the tools/list branch of the function literal in \(\*stategosdk.gateway\).listFilter reads to build the list`
			}
		}
		res, err := next(ctx, method, req)
		if method == "tools/list" && err == nil {
			if g.verbose {
				log.Printf("tools/list: %d requests so far", g.requests)
			}
			lt := res.(*mcp.ListToolsResult)
			if g.stats == nil {
				return res, err
			}
			out := []*mcp.Tool{g.featured}
			for _, t := range lt.Tools {
				if t.Name == "admin_users" && !g.adminEnabled {
					continue
				}
				if t.Name == "write" && g.readOnly {
					continue
				}
				if t.Name == "secret" && !g.unlocked[t.Name] {
					continue
				}
				out = append(out, t)
			}
			lt.Tools = out
		}
		return res, err
	}
}

func (g *gateway) enableAdmin(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	g.adminEnabled = true // want `tool "enable_admin" writes g.adminEnabled, which the tools/list branch of the function literal in \(\*stategosdk.gateway\).listFilter reads to build the list: tools/list changes as a side effect of this request`
	return &mcp.CallToolResult{}, nil
}

// feature rewrites the featured tool that the list answers with.
func (g *gateway) feature(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	g.featured.Description = "featured today" // want `tool "feature" writes g.featured.Description, which the tools/list branch`
	return &mcp.CallToolResult{}, nil
}

// count writes through the stats pointer that the list only checks for
// nil.
func (g *gateway) count(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	g.stats.calls[req.Params.Name]++
	return &mcp.CallToolResult{}, nil
}

// setVerbose changes what the list logs, not what it lists.
func (g *gateway) setVerbose(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	g.verbose = true
	return &mcp.CallToolResult{}, nil
}

func (g *gateway) readResource(ctx context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
	g.lastURI = req.Params.URI // the list does not read it
	return &mcp.ReadResourceResult{}, nil
}

func noop(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{}, nil
}

func main() {
	g := &gateway{unlocked: map[string]bool{}, stats: &stats{calls: map[string]int{}}}
	g.featured = &mcp.Tool{Name: "featured", InputSchema: schema}
	g.readOnly = os.Getenv("READ_ONLY") != "" // start-up: allowed
	g.server = mcp.NewServer(&mcp.Implementation{Name: "gw", Version: "1"}, nil)
	for _, n := range []string{"admin_users", "write", "secret"} {
		g.server.AddTool(&mcp.Tool{Name: n, InputSchema: schema}, noop)
	}
	g.server.AddTool(&mcp.Tool{Name: "enable_admin", InputSchema: schema}, g.enableAdmin)
	g.server.AddTool(&mcp.Tool{Name: "verbose", InputSchema: schema}, g.setVerbose)
	g.server.AddTool(&mcp.Tool{Name: "feature", InputSchema: schema}, g.feature)
	g.server.AddTool(&mcp.Tool{Name: "count", InputSchema: schema}, g.count)
	g.server.AddResource(&mcp.Resource{URI: "file:///x", Name: "x"}, g.readResource)
	g.server.AddReceivingMiddleware(g.listFilter)
}

// closures keeps its state in variables that the middleware and the
// handlers capture.
func closures() *mcp.Server {
	unlocked := map[string]bool{}
	served := 0
	s := mcp.NewServer(&mcp.Implementation{Name: "closures", Version: "1"}, nil)
	s.AddReceivingMiddleware(func(next mcp.MethodHandler) mcp.MethodHandler {
		return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
			res, err := next(ctx, method, req)
			if method == "tools/list" && err == nil {
				lt := res.(*mcp.ListToolsResult)
				var out []*mcp.Tool
				for _, t := range lt.Tools {
					if t.Name != "secret" || unlocked[t.Name] {
						out = append(out, t)
					}
				}
				lt.Tools = out
			}
			return res, err
		}
	})
	s.AddTool(&mcp.Tool{Name: "unlock", InputSchema: schema}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		served++                  // the list does not read it
		unlocked["secret"] = true // want `tool "unlock" writes unlocked\["secret"\], which the tools/list branch of the function literal in stategosdk.closures reads to build the list`
		return &mcp.CallToolResult{}, nil
	})
	return s
}
