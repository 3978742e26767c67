package errlayer

import (
	"go/ast"
	"go/types"
	"sort"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// A hand-rolled server may keep its tools in a package of their own:
// an interface (Tool, with Call(ctx, json.RawMessage) (any, error)),
// one type per tool, and a registry whose method runs the tool asked for
// (Registry.Call(ctx, name, args) returns t.Call(ctx, args)). The
// dispatcher of another package that answers the registry's error with
// a JSON-RPC error then loses every tool's failure, and those failures
// are written in the tools' package. unionInterfaceSites and
// exportForwardedSites carry their error sites (HandlerErrorsFact) to
// the interface's method and to the registry's, and toolFailureReturns
// names them at the dispatcher's diagnostic.

// unionInterfaceSites exports, on each method of an exported interface
// of this package that has a hand-rolled handler's shape and that
// several of the package's types implement, the error sites of all their
// methods: a registry that runs "the tool" through the interface may run
// any of them.
func unionInterfaceSites(pass *analysis.Pass) {
	for _, sm := range analyzer.SharedImplementations(pass) {
		sig, _ := sm.Method.Type().(*types.Signature)
		if sig == nil || !analyzer.MayBeHandRolledHandler(sig) {
			continue
		}
		var prior HandlerErrorsFact
		if pass.ImportObjectFact(sm.Method, &prior) {
			continue
		}
		var sites []ErrorSite
		for _, impl := range sm.Impls {
			var f HandlerErrorsFact
			if pass.ImportObjectFact(impl, &f) {
				sites = append(sites, f.Sites...)
			}
		}
		if len(sites) > 0 {
			pass.ExportObjectFact(sm.Method, &HandlerErrorsFact{Sites: sortedSites(sites)})
		}
	}
}

// exportForwardedSites exports, on each exported function or method of
// this package that returns the error of a call whose callee has a
// HandlerErrorsFact (the registry's `return t.Call(ctx, args)`), those
// sites as its own.
func exportForwardedSites(pass *analysis.Pass, m *analyzer.Model, c *checker) {
	analyzer.EachExportedFunc(pass, func(fn *types.Func, decl *ast.FuncDecl) {
		sig := fn.Type().(*types.Signature)
		if sig.Results().Len() == 0 || !isError(sig.Results().At(sig.Results().Len()-1).Type()) {
			return
		}
		var prior HandlerErrorsFact
		if pass.ImportObjectFact(fn, &prior) || !callsSiteHolder(pass, decl.Body) {
			return // (the flow of its returns is read only when it may forward)
		}
		if c == nil {
			c = &checker{pass: pass, m: m, f: newFlow(pass, m), failureText: map[*types.Func]helperFailure{}}
		}
		var sites []ErrorSite
		forEachReturn(decl.Body, func(ret *ast.ReturnStmt) {
			for _, o := range c.f.returnedError(decl, ret) {
				sites = append(sites, c.calleeSites(o.expr, fn)...)
			}
		})
		if len(sites) > 0 {
			c.pass.ExportObjectFact(fn, &HandlerErrorsFact{Sites: sortedSites(sites)})
		}
	})
}

// callsSiteHolder reports whether body calls a function that has a
// HandlerErrorsFact.
func callsSiteHolder(pass *analysis.Pass, body *ast.BlockStmt) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok && !found {
			if callee, _ := typeutil.Callee(pass.TypesInfo, call).(*types.Func); callee != nil {
				var f HandlerErrorsFact
				found = pass.ImportObjectFact(callee.Origin(), &f)
			}
		}
		return !found
	})
	return found
}

// calleeSites returns the error sites of the function e calls, when e is
// a call (not of self) whose callee, of any package, has a
// HandlerErrorsFact.
func (c *checker) calleeSites(e ast.Expr, self *types.Func) []ErrorSite {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return nil
	}
	callee, _ := typeutil.Callee(c.pass.TypesInfo, call).(*types.Func)
	if callee == nil || callee.Origin() == self {
		return nil
	}
	var f HandlerErrorsFact
	if !c.pass.ImportObjectFact(callee.Origin(), &f) {
		return nil
	}
	return f.Sites
}

// sortedSites sorts sites by file and line and drops repeats.
func sortedSites(sites []ErrorSite) []ErrorSite {
	sort.Slice(sites, func(i, j int) bool {
		if sites[i].File != sites[j].File {
			return sites[i].File < sites[j].File
		}
		return sites[i].Line < sites[j].Line
	})
	out := sites[:0]
	for i, s := range sites {
		if i > 0 && s.File == sites[i-1].File && s.Line == sites[i-1].Line {
			continue
		}
		out = append(out, s)
	}
	return out
}
