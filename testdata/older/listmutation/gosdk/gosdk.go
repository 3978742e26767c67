// Package gosdk checks listmutation on go-sdk v1.4.1.
package gosdk

import (
	"context"
	"encoding/json"
	"net/http"
	"sort"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/listmutation/admin"
)

var schema = json.RawMessage(`{"type":"object"}`)

type gateway struct{ server *mcp.Server }

func noop(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{}, nil
}

func (g *gateway) enableAdmin(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	g.unlock() // want `tool "enable_admin" changes the tool set while answering a request \(\(\*gosdk.gateway\).unlock -> admin.Enable -> admin.registerAll -> \(\*mcp.Server\).AddTool\)`
	return &mcp.CallToolResult{}, nil
}

func (g *gateway) unlock() { admin.Enable(g.server) }

type In struct{ Name string }

func (g *gateway) codeMode(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	g.server.AddTool(&mcp.Tool{Name: "code-mode-" + in.Name, InputSchema: schema}, noop) // want `tool "code-mode" changes the tool set while answering a request \(\(\*mcp.Server\).AddTool\)`
	return &mcp.CallToolResult{}, nil, nil
}

func (g *gateway) readResource(ctx context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
	g.server.RemoveTools("admin_users") // want `resource handler \(\*gosdk.gateway\).readResource changes the tool set`
	return &mcp.ReadResourceResult{}, nil
}

func main() {
	g := &gateway{server: mcp.NewServer(&mcp.Implementation{Name: "gw", Version: "1"}, nil)}
	g.unlock() // start-up: allowed
	g.server.AddTool(&mcp.Tool{Name: "enable_admin", InputSchema: schema}, g.enableAdmin)
	mcp.AddTool(g.server, &mcp.Tool{Name: "code-mode"}, g.codeMode)
	g.server.AddResource(&mcp.Resource{URI: "file:///x", Name: "x"}, g.readResource)
	http.HandleFunc("/reload", func(w http.ResponseWriter, r *http.Request) { g.unlock() }) // operator endpoint: allowed

	perSession := map[string]*mcp.Server{}
	http.Handle("/mcp", mcp.NewStreamableHTTPHandler(func(r *http.Request) *mcp.Server {
		if s := perSession[r.Header["Mcp-Session-Id"][0]]; s != nil { // want `getServer chooses the server, and so the tool list, by the session \(the Mcp-Session-Id header\)`
			return s
		}
		return g.server
	}, nil))
	http.Handle("/auth", mcp.NewStreamableHTTPHandler(func(r *http.Request) *mcp.Server {
		if r.Header.Get("Authorization") == "" {
			return nil
		}
		return g.server
	}, nil))
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
