package errlayer

import (
	"go/ast"
	"go/token"
	"go/types"
	"path/filepath"
	"slices"
	"sort"
	"strconv"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// A hand-rolled dispatcher often returns the tool's error to its caller,
// which writes the JSON-RPC error, in another function or package:
//
//	func (s *Server) HandleRequest(req string) (any, error) {
//		switch method {
//		case "tools/call":
//			return s.handleToolCall(parsed, id) // a tool's failure is its error
//		}
//	}
//
//	response, err := server.HandleRequest(line)   // package main
//	if err != nil {
//		encoder.Encode(map[string]any{"error": map[string]any{"code": -32603, "message": err.Error()}})
//	}
//
// The function that holds the dispatcher is then a tool runner for its
// callers: the error response that carries its error carries the tools'
// failures, as if it were written in the tools/call branch.

// DispatchErrorsFact is exported for an exported function that holds a
// hand-rolled tools/call dispatcher and returns a tool's failure as its
// own error: Sites are the tools' failure returns behind it.
type DispatchErrorsFact struct {
	Sites []ErrorSite
}

func (*DispatchErrorsFact) AFact() {}
func (f *DispatchErrorsFact) String() string {
	s := "dispatch errors:"
	for _, site := range f.Sites {
		s += " " + site.Pos
	}
	return s
}

// dispatchRunner is a function of this package (or, through its fact,
// of another) whose error carries the tools' failures.
type dispatchRunner struct {
	related []analysis.RelatedInformation
}

// findDispatchRunners records the functions of this package whose
// tools/call branch returns the error of a call that runs a tool, and
// exports their facts.
func (c *checker) findDispatchRunners() {
	c.runners = map[*types.Func]dispatchRunner{}
	for _, d := range c.m.Dispatchers {
		decl, ok := d.Func.(*ast.FuncDecl)
		if !ok || decl.Body == nil || c.inTest(decl) {
			continue
		}
		fn, ok := c.pass.TypesInfo.Defs[decl.Name].(*types.Func)
		if !ok {
			continue
		}
		sig := fn.Type().(*types.Signature)
		if sig.Results().Len() == 0 || !isErrorResult(sig.Results().At(sig.Results().Len()-1).Type()) {
			continue
		}
		var related []analysis.RelatedInformation
		for _, st := range d.Branches["tools/call"] {
			ast.Inspect(st, func(n ast.Node) bool {
				if _, ok := n.(*ast.FuncLit); ok {
					return false
				}
				ret, ok := n.(*ast.ReturnStmt)
				if !ok {
					return true
				}
				for _, o := range c.f.returnedError(decl, ret) {
					call, ok := o.expr.(*ast.CallExpr)
					if ok && c.execLabel(call, decl, 0) != "" {
						related = append(related, c.toolFailureReturns(call)...)
					}
				}
				return false
			})
		}
		if len(related) == 0 {
			continue
		}
		sort.Slice(related, func(i, j int) bool { return related[i].Pos < related[j].Pos })
		// a return reached through two of the dispatcher's calls is one site
		related = slices.CompactFunc(related, func(a, b analysis.RelatedInformation) bool { return a.Pos == b.Pos })
		c.runners[fn] = dispatchRunner{related: related}
		if fn.Exported() {
			fact := &DispatchErrorsFact{}
			for _, r := range related {
				fact.Sites = append(fact.Sites, c.siteOf(r.Pos))
			}
			c.pass.ExportObjectFact(fn, fact)
		}
	}
}

// siteOf is the ErrorSite of pos.
func (c *checker) siteOf(pos token.Pos) ErrorSite {
	p := c.pass.Fset.Position(pos)
	return ErrorSite{Pos: filepath.Base(p.Filename) + ":" + strconv.Itoa(p.Line), File: p.Filename, Line: p.Line, Col: p.Column}
}

// dispatchRunnerOf returns what calling fn runs: a dispatcher function of
// this package or one with a DispatchErrorsFact.
func (c *checker) dispatchRunnerOf(fn *types.Func) (dispatchRunner, bool) {
	if fn == nil {
		return dispatchRunner{}, false
	}
	if r, ok := c.runners[fn.Origin()]; ok {
		return r, true
	}
	if fn.Pkg() == c.pass.Pkg {
		return dispatchRunner{}, false
	}
	var fact DispatchErrorsFact
	if !c.pass.ImportObjectFact(fn.Origin(), &fact) {
		return dispatchRunner{}, false
	}
	var r dispatchRunner
	for _, s := range fact.Sites {
		pos := c.position(s)
		if pos.IsValid() {
			r.related = append(r.related, analysis.RelatedInformation{Pos: pos, Message: "a tool's failure returned here reaches the dispatcher's JSON-RPC error"})
		}
	}
	return r, true
}

// dispatchCallers reports, in each function that calls a dispatcher
// function, the error response that carries its error.
func (c *checker) dispatchCallers() {
	seen, seenMalformed := map[token.Pos]bool{}, map[token.Pos]bool{}
	done := map[ast.Node]bool{}
	c.m.Funcs(func(fn ast.Node) {
		body := funcBody(fn)
		if body == nil || done[fn] || c.inTest(fn) {
			return
		}
		calls := false
		ast.Inspect(body, func(n ast.Node) bool {
			if _, ok := n.(*ast.FuncLit); ok {
				return false
			}
			if call, ok := n.(*ast.CallExpr); ok && !calls {
				callee, _ := typeutil.Callee(c.pass.TypesInfo, call).(*types.Func)
				_, calls = c.dispatchRunnerOf(callee)
			}
			return !calls
		})
		if calls {
			done[fn] = true
			c.scanFailures(scope{fn: fn, stmts: body.List}, seen)
			c.malformedCodes(scope{fn: fn, stmts: body.List}, seenMalformed)
		}
	})
}
