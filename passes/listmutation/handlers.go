package listmutation

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
)

// mutationsInHandlers reports, in the body of every MCP request handler,
// the calls that may change a tool set (category mutation-in-handler).
// The model answers "may this call change a tool set?" for calls into
// this package and, through MutatorFact, into other packages; only the
// code that runs when the handler runs is searched, so a function literal
// that a handler merely defines does not count.
func (c *checker) mutationsInHandlers() {
	seen := map[token.Pos]bool{}
	for _, h := range append(c.m.Handlers, c.unregisteredToolHandlers()...) {
		if !answersRequests(h.Kind) {
			continue
		}
		body := h.Body()
		if body == nil {
			continue
		}
		analyzer.InspectCalls(body, func(call *ast.CallExpr) bool {
			chain := c.m.CallMutates(call)
			if chain == nil || seen[call.Pos()] {
				return true
			}
			// A session hook that hands the new session its own tools is
			// the per-session-tools rule; only a change to the tools of
			// every connection is a side effect here.
			if h.Kind == analyzer.SessionHook && perSessionLabel(chain[len(chain)-1]) {
				return true
			}
			seen[call.Pos()] = true
			c.report(analysis.Diagnostic{
				Pos:      call.Pos(),
				End:      call.End(),
				Category: catMutation,
				Message: fmt.Sprintf("%s changes the tool set while answering a request (%s): "+
					"clients cache tools/list and will not see the change, and MCP 2026-07-28 forbids a list that changes "+
					"as a side effect of a request; register the tools at start-up and have them check their precondition when called",
					describe(h), strings.Join(chain, " -> ")),
			})
			return true
		})
	}
}

// answersRequests reports whether handlers of kind k run while a
// client's request is answered. Server selectors run per HTTP request but
// choose a server rather than answer an MCP request; building a fresh
// server there is how per-authorization lists are made.
func answersRequests(k analyzer.HandlerKind) bool {
	switch k {
	case analyzer.ToolHandler, analyzer.ResourceHandler, analyzer.PromptHandler,
		analyzer.CompletionHandler, analyzer.ReceivingMiddleware, analyzer.ToolMiddleware,
		analyzer.RequestHook, analyzer.ToolFilter, analyzer.SessionHook, analyzer.DispatcherHandler:
		return true
	}
	return false
}

// perSessionLabel reports whether the SDK method that ends a chain only
// changes one session's tools.
func perSessionLabel(label string) bool {
	return strings.HasSuffix(label, ".AddSessionTool") || strings.HasSuffix(label, ".AddSessionTools") ||
		strings.HasSuffix(label, ".DeleteSessionTools")
}

// describe names a handler for messages: the tool it serves, or its kind.
func describe(h *analyzer.Handler) string {
	if h.Kind == analyzer.ToolHandler {
		var names []string
		for _, r := range h.Tools {
			if q := strconv.Quote(r.Name.Value); r.Name.Known && !slices.Contains(names, q) {
				names = append(names, q)
			}
		}
		switch len(names) {
		case 0:
			if h.Lit != nil && h.Func != nil {
				return "the tool handler in " + analyzer.FuncLabel(h.Func)
			}
			if h.Func != nil {
				return "tool handler " + analyzer.FuncLabel(h.Func)
			}
			return "the tool handler"
		case 1:
			return "tool " + names[0]
		default:
			return "the handler of tools " + strings.Join(names, ", ")
		}
	}
	name := ""
	if h.Func != nil {
		name = " " + analyzer.FuncLabel(h.Func)
	}
	switch h.Kind {
	case analyzer.ResourceHandler:
		return "resource handler" + name
	case analyzer.PromptHandler:
		return "prompt handler" + name
	case analyzer.CompletionHandler:
		return "completion handler" + name
	case analyzer.ReceivingMiddleware:
		return "the handler returned by receiving middleware" + name
	case analyzer.ToolMiddleware:
		return "the handler returned by tool middleware" + name
	case analyzer.RequestHook:
		return "request hook" + name
	case analyzer.ToolFilter:
		return "tool filter" + name
	case analyzer.SessionHook:
		return "session hook" + name
	}
	return "request handler" + name
}

// unregisteredToolHandlers returns the functions of this package that
// have the exact shape of an SDK tool handler but that the model could
// not tie to a registration: docker/mcp-gateway keeps its handlers in
// struct fields (ToolRegistration.Handler) that the model does not
// follow. A function of that signature answers tools/call whatever the
// path to AddTool.
func (c *checker) unregisteredToolHandlers() []*analyzer.Handler {
	var hs []*analyzer.Handler
	var decl *ast.FuncDecl
	c.m.Funcs(func(n ast.Node) {
		var h *analyzer.Handler
		switch n := n.(type) {
		case *ast.FuncDecl:
			decl = n
			fn, _ := c.pass.TypesInfo.Defs[n.Name].(*types.Func)
			if n.Body != nil && fn != nil && c.m.HandlerOf(n) == nil && isToolHandlerShape(fn.Type()) {
				h = &analyzer.Handler{Kind: analyzer.ToolHandler, Func: fn, Decl: n}
			}
		case *ast.FuncLit:
			if c.m.HandlerOf(n) == nil && isToolHandlerShape(c.pass.TypesInfo.TypeOf(n)) {
				h = &analyzer.Handler{Kind: analyzer.ToolHandler, Lit: n}
				if decl != nil && decl.Pos() <= n.Pos() && n.End() <= decl.End() {
					h.Func, _ = c.pass.TypesInfo.Defs[decl.Name].(*types.Func) // names the enclosing function in messages
				}
			}
		}
		if h != nil {
			hs = append(hs, h)
		}
	})
	return hs
}

func isToolHandlerShape(t types.Type) bool {
	sig, ok := t.(*types.Signature)
	if !ok {
		return false
	}
	shape, _ := analyzer.ShapeOf(sig)
	return shape != analyzer.ShapeUnknown
}
