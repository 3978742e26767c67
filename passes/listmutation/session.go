package listmutation

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/types"
	"strconv"
	"strings"

	"github.com/mcplint-go/mcplint/analyzer"
	"github.com/mcplint-go/mcplint/internal/analysisutil"
	"golang.org/x/tools/go/analysis"
)

// perSessionTools reports tool sets that vary per connection (category
// per-session-tools): mcp-go session tools, tool filters and
// AfterListTools hooks that read the client session, and go-sdk
// getServer callbacks that choose a server by the Mcp-Session-Id header.
// What varies by the authorization on the request (token claims, scopes,
// the Authorization header) is allowed and never read as a session.
func (c *checker) perSessionTools() {
	for _, mu := range c.m.Mutations {
		if mu.Op != analyzer.OpAddSessionTool && mu.Op != analyzer.OpAddSessionTools {
			continue
		}
		// Tests exercise session tools; they are not the server's design.
		if strings.HasSuffix(c.pass.Fset.Position(mu.Call.Pos()).Filename, "_test.go") {
			continue
		}
		what := "these session tools give"
		for _, r := range c.m.Registrations {
			if r.Call == mu.Call && r.Name.Known {
				what = "session tool " + strconv.Quote(r.Name.Value) + " gives"
				break
			}
		}
		c.report(analysis.Diagnostic{
			Pos:      mu.Call.Pos(),
			End:      mu.Call.End(),
			Category: catPerSession,
			Message: fmt.Sprintf("%s one connection a tool list of its own: MCP 2026-07-28 forbids tool lists that vary "+
				"per connection, and a client that reconnects or shares the list across sessions sees other tools; "+
				"register the tools on the server for every client and check access per call, by the authorization the request presents", what),
		})
	}
	for _, h := range c.m.Handlers {
		body := h.Body()
		if body == nil {
			continue
		}
		switch {
		case h.Kind == analyzer.ToolFilter || h.Kind == analyzer.RequestHook && c.isAfterListTools(h):
			what := "tool filter"
			if h.Kind == analyzer.RequestHook {
				what = "AfterListTools hook"
			}
			if at, via := c.findSessionRead(body, 0); at != nil {
				c.reportSession(at, fmt.Sprintf("%s chooses the listed tools by the client session (%s)", what, via), h, what)
			}
		case h.Kind == analyzer.ServerSelector:
			if at, via := c.findSessionHeader(body, 0); at != nil {
				c.reportSession(at, fmt.Sprintf("getServer chooses the server, and so the tool list, by the session (%s)", via), h, "getServer")
			}
		}
	}
}

// reportSession reports the session read at, inside h; the related
// position is h itself, where the filter (hook, selector) is installed.
func (c *checker) reportSession(at ast.Node, what string, h *analyzer.Handler, name string) {
	d := analysis.Diagnostic{
		Pos:      at.Pos(),
		End:      at.End(),
		Category: catPerSession,
		Message: what + ": MCP 2026-07-28 forbids tool lists that vary per connection; " +
			"vary the list only by the authorization presented on the request (token claims, scopes)",
	}
	if h.Expr != nil && c.pass.Fset.Position(h.Expr.Pos()).Line != c.pass.Fset.Position(at.Pos()).Line {
		d.Related = []analysis.RelatedInformation{{Pos: h.Expr.Pos(), Message: "the " + name + " that reads it"}}
	}
	c.report(d)
}

// maxHelperDepth bounds how deep the session searches follow calls into
// functions of this package.
const maxHelperDepth = 2

// isAfterListTools reports whether a request hook is an mcp-go
// AfterListTools hook: one that receives the *mcp.ListToolsResult.
func (c *checker) isAfterListTools(h *analyzer.Handler) bool {
	return c.hookTakes(h, analyzer.IsListToolsResult)
}

// hookTakes reports whether the handler h has a parameter whose type is.
func (c *checker) hookTakes(h *analyzer.Handler, is func(types.Type) bool) bool {
	var sig *types.Signature
	if h.Lit != nil {
		sig, _ = c.pass.TypesInfo.TypeOf(h.Lit).(*types.Signature)
	} else {
		sig = h.Type()
	}
	if sig == nil {
		return false
	}
	for i := range sig.Params().Len() {
		if is(sig.Params().At(i).Type()) {
			return true
		}
	}
	return false
}

// findSessionRead returns the node in body (a call, or a call in body that
// leads to a function of this package doing it) that reads the client
// session: mcp-go ClientSessionFromContext, a session's SessionID, go-sdk
// ServerSession.ID, or the Mcp-Session-Id header.
func (c *checker) findSessionRead(body ast.Node, depth int) (at ast.Node, via string) {
	walkRun(body, func(n ast.Node) bool {
		if at != nil {
			return false
		}
		call, ok := n.(*ast.CallExpr)
		if !ok {
			if v := c.sessionHeaderRead(n); v != "" {
				at, via = n, v
			}
			return at == nil
		}
		fn := c.callee(call)
		switch {
		case fn == nil:
		case analyzer.OpOf(fn) == analyzer.OpClientSessionFromContext, analyzer.OpOf(fn) == analyzer.OpSessionID:
			at, via = call, analyzer.FuncLabel(fn)
		default:
			if v := c.sessionHeaderRead(call); v != "" {
				at, via = call, v
			} else if decl := c.declOf(call); decl != nil && depth < maxHelperDepth {
				if sub, v := c.findSessionRead(decl.Body, depth+1); sub != nil {
					at, via = call, analyzer.FuncLabel(fn)+" -> "+v
				}
			}
		}
		return at == nil
	})
	return at, via
}

// findSessionHeader is findSessionRead for getServer callbacks, which
// run before any session exists: only the Mcp-Session-Id header counts.
func (c *checker) findSessionHeader(body ast.Node, depth int) (at ast.Node, via string) {
	walkRun(body, func(n ast.Node) bool {
		if at != nil {
			return false
		}
		if v := c.sessionHeaderRead(n); v != "" {
			at, via = n, v
			return false
		}
		if call, ok := n.(*ast.CallExpr); ok && depth < maxHelperDepth {
			if decl := c.declOf(call); decl != nil {
				if sub, v := c.findSessionHeader(decl.Body, depth+1); sub != nil {
					at, via = call, analyzer.FuncLabel(c.callee(call))+" -> "+v
				}
			}
		}
		return at == nil
	})
	return at, via
}

// sessionHeaderRead returns a description when n reads the Mcp-Session-Id
// HTTP header: h.Get(k), h.Values(k) or h[k] on an http.Header, k being a
// constant equal to it ignoring case.
func (c *checker) sessionHeaderRead(n ast.Node) string {
	var hdr, key ast.Expr
	switch x := n.(type) {
	case *ast.CallExpr:
		sel, ok := ast.Unparen(x.Fun).(*ast.SelectorExpr)
		if !ok || len(x.Args) != 1 || (sel.Sel.Name != "Get" && sel.Sel.Name != "Values") {
			return ""
		}
		hdr, key = sel.X, x.Args[0]
	case *ast.IndexExpr:
		hdr, key = x.X, x.Index
	default:
		return ""
	}
	if !analysisutil.IsNamed(c.pass.TypesInfo.TypeOf(hdr), "net/http", "Header") {
		return ""
	}
	tv, ok := c.pass.TypesInfo.Types[key]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return ""
	}
	if v := constant.StringVal(tv.Value); strings.EqualFold(v, "Mcp-Session-Id") {
		return "the " + v + " header"
	}
	return ""
}
