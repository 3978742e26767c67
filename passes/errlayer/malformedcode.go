package errlayer

import (
	"go/ast"
	"go/token"
	"go/types"
	"strconv"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// A hand-rolled dispatcher often answers every error of its tools/call
// function with one code:
//
//	result, err := s.handleCallTool(req.Params)
//	if err != nil {
//		resp.Error = &RPCError{Code: -32603, Message: err.Error()}
//	}
//
// When the tools answer their own failures with isError results, the only
// errors left there are the request's: params that are not an object, no
// tool name, a name no tool has. Those are the client's mistakes, and
// -32603 ("Internal error") tells it the server failed; the spec's code
// for them is -32602 ("Invalid params").

// malformedCodes reports an error response of sc with code -32603
// (Internal error), which answers the error of a function of this package
// whose failures include a malformed tools/call request or an unknown
// tool's name; those returns are the related positions.
func (c *checker) malformedCodes(sc scope, seen map[token.Pos]bool) {
	c.eachErrorResponse(sc, func(e ast.Expr, code int64) bool {
		if code != -32603 || seen[e.Pos()] {
			return true // (-32000 to -32099 are the implementation's own server errors: a choice, not a contradiction)
		}
		related := c.malformedReturnsCarried(e, sc)
		if len(related) == 0 {
			return true
		}
		seen[e.Pos()] = true
		c.report(analysis.Diagnostic{
			Pos: e.Pos(), End: e.End(), Category: catErrorCode,
			Message: "tools/call dispatcher: a malformed request (params that are not an object, no tool name) or an unknown tool is answered here with JSON-RPC error " +
				strconv.FormatInt(code, 10) + ", which tells the client the server failed rather than its request; the spec's code for invalid params and unknown tools is -32602: answer those with -32602 (\"Invalid params\")",
			Related: related,
		})
		return true
	})
}

// malformedReturnsCarried returns, for the error that the response e
// carries (an error variable set from a call of a function of this
// package), that function's returns of a malformed request's failure.
func (c *checker) malformedReturnsCarried(e ast.Expr, sc scope) []analysis.RelatedInformation {
	info := c.pass.TypesInfo
	var out []analysis.RelatedInformation
	ast.Inspect(e, func(n ast.Node) bool {
		id, ok := n.(*ast.Ident)
		if !ok || len(out) > 0 {
			return len(out) == 0
		}
		v, ok := info.Uses[id].(*types.Var)
		if !ok || !isLocal(v, c.pass.Pkg) || !types.Implements(v.Type(), errorType) {
			return true
		}
		for _, d := range c.f.reachingDefs(v, id, sc.fn) {
			call, ok := ast.Unparen(d.rhs).(*ast.CallExpr)
			if d.unknown || !ok || !sc.within(call) {
				continue
			}
			callee, _ := typeutil.Callee(info, call).(*types.Func)
			if callee == nil {
				continue
			}
			out = c.malformedReturnsIn(callee, 0, out)
		}
		return len(out) == 0
	})
	return out
}

// malformedReturnsIn appends the malformed request's returns of fn, a
// function of this package, and of the functions of this package whose
// results it returns (`case "tools/call": return s.handleToolCall(msg)`).
func (c *checker) malformedReturnsIn(fn *types.Func, depth int, out []analysis.RelatedInformation) []analysis.RelatedInformation {
	decl := c.f.decls[fn.Origin()]
	if decl == nil || decl.Body == nil || depth > 2 {
		return out
	}
	forEachReturn(decl.Body, func(ret *ast.ReturnStmt) {
		if c.malformedReturn(ret, decl) {
			out = append(out, analysis.RelatedInformation{Pos: ret.Pos(), End: ret.End(), Message: "a malformed request's failure returned here"})
			return
		}
		if len(ret.Results) == 1 {
			if call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr); ok {
				if callee, _ := typeutil.Callee(c.pass.TypesInfo, call).(*types.Func); callee != nil && callee.Origin() != fn.Origin() {
					out = c.malformedReturnsIn(callee, depth+1, out)
				}
			}
		}
	})
	return out
}

// malformedReturn reports whether ret, in decl, returns a new error for a
// malformed tools/call request: in the branch where the params are not
// an object (`p, ok := params.(map[string]any); if !ok`), have no name
// (`name, ok := p["name"].(string); if !ok`), or do not decode
// (json.Unmarshal(req.Params, &p)); or an error that names an unknown
// tool.
func (c *checker) malformedReturn(ret *ast.ReturnStmt, decl *ast.FuncDecl) bool {
	if len(ret.Results) == 0 {
		return false
	}
	last := ret.Results[len(ret.Results)-1]
	call, ok := ast.Unparen(last).(*ast.CallExpr)
	if !ok || !c.newError(call) {
		return false
	}
	if c.namesUnknownTool(last) || c.paramsDecodeFailed(last, decl) {
		return true
	}
	for _, p := range c.f.path(ret) {
		ifs, ok := p.(*ast.IfStmt)
		if !ok {
			continue
		}
		if ifs.Body.Pos() <= ret.Pos() && ret.End() <= ifs.Body.End() && c.failedParamsAssertion(ifs.Cond, decl) {
			return true
		}
		if p == ast.Node(decl) {
			break
		}
	}
	return false
}

// newError reports whether call makes a new error: errors.New or
// fmt.Errorf.
func (c *checker) newError(call *ast.CallExpr) bool {
	fn, _ := typeutil.Callee(c.pass.TypesInfo, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil {
		return false
	}
	switch fn.Pkg().Path() + "." + fn.Name() {
	case "errors.New", "fmt.Errorf":
		return true
	}
	return false
}

// failedParamsAssertion reports whether cond is `!ok` for an ok that a
// comma-ok type assertion sets in decl, on one of decl's parameters (the
// request's params) or on params["name"].
func (c *checker) failedParamsAssertion(cond ast.Expr, decl *ast.FuncDecl) bool {
	info := c.pass.TypesInfo
	u, ok := ast.Unparen(cond).(*ast.UnaryExpr)
	if !ok || u.Op != token.NOT {
		return false
	}
	id, ok := ast.Unparen(u.X).(*ast.Ident)
	if !ok {
		return false
	}
	okVar := info.Uses[id]
	found := false
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		as, isAssign := n.(*ast.AssignStmt)
		if found || !isAssign || len(as.Lhs) != 2 || len(as.Rhs) != 1 {
			return !found
		}
		if l, isIdent := as.Lhs[1].(*ast.Ident); !isIdent || info.ObjectOf(l) != okVar {
			return true
		}
		ta, isAssert := ast.Unparen(as.Rhs[0]).(*ast.TypeAssertExpr)
		if !isAssert {
			return true
		}
		switch x := ast.Unparen(ta.X).(type) {
		case *ast.Ident:
			v, _ := info.Uses[x].(*types.Var)
			found = v != nil && isParamOf(info, v, decl)
		case *ast.IndexExpr:
			found = c.isParamsName(x, decl)
		case *ast.SelectorExpr:
			found = x.Sel.Name == "Params"
		}
		return !found
	})
	return found
}

// isParamOf reports whether v is a parameter of decl.
func isParamOf(info *types.Info, v *types.Var, decl *ast.FuncDecl) bool {
	for _, f := range decl.Type.Params.List {
		for _, n := range f.Names {
			if info.Defs[n] == v {
				return true
			}
		}
	}
	return false
}
