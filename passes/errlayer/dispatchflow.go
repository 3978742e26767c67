package errlayer

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// missedErrorSite returns where an unknown tool name becomes the error
// that e, an isError answer in fn, reports: e sits in the body of `if err
// != nil`, and a definition of err that reaches the test is made at a
// miss of the tool name (`default: err = fmt.Errorf("unknown tool %q",
// name)` in a switch on the name), or is the result of a call of a
// function of this package that returns a non-nil error in the default of
// its own switch on the tool name it was passed (`result, err :=
// callTool(client, name, args)`). It returns nil when there is none.
func (c *checker) missedErrorSite(e ast.Expr, fn ast.Node) ast.Node {
	v, id := c.innermostErrTest(e, fn)
	if v == nil {
		return nil
	}
	info := c.pass.TypesInfo
	for _, d := range c.f.reachingDefs(v, id, fn) {
		if d.unknown || d.rhs == nil {
			continue
		}
		if d.index <= 0 && !isNilIdent(info, d.rhs) && c.toolNameMiss(d.rhs, fn).missed {
			return d.rhs
		}
		if call, ok := ast.Unparen(d.rhs).(*ast.CallExpr); ok {
			if site := c.calleeNameMiss(call, fn); site != nil {
				return site
			}
		}
	}
	return nil
}

// innermostErrTest returns the error variable that the innermost if
// around e, inside fn, tests with `err != nil` (e in its body), and its
// use there; nil when that if tests something else, or there is none.
func (c *checker) innermostErrTest(e ast.Expr, fn ast.Node) (*types.Var, *ast.Ident) {
	var child ast.Node = e
	for _, n := range c.f.path(e) {
		if n == fn {
			return nil, nil
		}
		if ifs, ok := n.(*ast.IfStmt); ok && child == ifs.Body {
			return c.nonNilErrTest(ifs.Cond)
		}
		child = n
	}
	return nil, nil
}

// paramsDecodeFailed reports whether e, an isError answer in fn, sits in
// the body of `if err != nil` whose err is the failure to decode the
// request's params (`json.Unmarshal(req.Params, &p)`): a malformed
// tools/call request, not a tool's failure.
func (c *checker) paramsDecodeFailed(e ast.Expr, fn ast.Node) bool {
	v, id := c.innermostErrTest(e, fn)
	if v == nil {
		return false
	}
	for _, d := range c.f.reachingDefs(v, id, fn) {
		if call, ok := ast.Unparen(d.rhs).(*ast.CallExpr); ok && !d.unknown && c.decodesParams(call) {
			return true
		}
	}
	return false
}

// decodesParams reports whether call is json.Unmarshal(x.Params, ...), or
// decodes into a value of a tools/call params type (json.Unmarshal(raw,
// &params) in a function the branch hands req.Params to).
func (c *checker) decodesParams(call *ast.CallExpr) bool {
	fn, _ := typeutil.Callee(c.pass.TypesInfo, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "encoding/json" || fn.Name() != "Unmarshal" || len(call.Args) != 2 {
		return false
	}
	if sel, ok := ast.Unparen(call.Args[0]).(*ast.SelectorExpr); ok && sel.Sel.Name == "Params" {
		return true
	}
	return analyzer.IsCallParamsType(c.pass.TypesInfo.TypeOf(call.Args[1]))
}

// httpErrorMisses reports, in a hand-rolled HTTP dispatcher, an unknown
// tool name that becomes an error which the dispatcher answers with
// net/http's Error (a status and a text body): the request gets no
// JSON-RPC response at all, where the spec answers an unknown tool with a
// JSON-RPC error (-32602).
func (c *checker) httpErrorMisses(s dispatchSite, seen map[token.Pos]bool) {
	ast.Inspect(funcBody(s.fn), func(n ast.Node) bool {
		if _, ok := n.(*ast.FuncLit); ok {
			return false
		}
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		fn, _ := typeutil.Callee(c.pass.TypesInfo, call).(*types.Func)
		if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "net/http" || fn.Name() != "Error" {
			return true
		}
		site := c.missedErrorSite(call, s.fn)
		if site == nil || seen[site.Pos()] {
			return true
		}
		seen[site.Pos()] = true
		c.report(analysis.Diagnostic{
			Pos: site.Pos(), End: site.End(), Category: catDispatch,
			Related: []analysis.RelatedInformation{{Pos: call.Pos(), End: call.End(), Message: "the HTTP error this error becomes"}},
			Message: s.label + ": a tool name that is not in the lookup table becomes an error that is answered with http.Error, a status and a text body: the request gets no JSON-RPC response, and the client sees a transport failure instead of an unknown tool; " + s.instead,
		})
		return true
	})
}

// nonNilErrTest returns the local error variable that cond tests with
// `err != nil`, and its use there.
func (c *checker) nonNilErrTest(cond ast.Expr) (*types.Var, *ast.Ident) {
	info := c.pass.TypesInfo
	be, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok || be.Op.String() != "!=" || !isNilIdent(info, be.Y) {
		return nil, nil
	}
	id, ok := ast.Unparen(be.X).(*ast.Ident)
	if !ok {
		return nil, nil
	}
	v, ok := info.Uses[id].(*types.Var)
	if !ok || !isLocal(v, c.pass.Pkg) || !isError(v.Type()) {
		return nil, nil
	}
	return v, id
}

// calleeNameMiss returns the return statement of call's callee, a
// function of this package passed the tool name, that sits in the default
// clause of a switch on that parameter and returns a non-nil error; nil
// when there is none.
func (c *checker) calleeNameMiss(call *ast.CallExpr, fn ast.Node) ast.Node {
	info := c.pass.TypesInfo
	callee, _ := typeutil.Callee(info, call).(*types.Func)
	if callee == nil {
		return nil
	}
	decl := c.f.decls[callee.Origin()]
	if decl == nil || decl.Body == nil {
		return nil
	}
	sig := callee.Type().(*types.Signature)
	var param *types.Var
	for i, a := range call.Args {
		if i < sig.Params().Len() && c.isToolName(a, fn, 0) {
			param = sig.Params().At(i)
		}
	}
	if param == nil {
		return nil
	}
	return nameMissIn(info, decl, sig, param)
}

// nameMissIn returns the return of decl (whose signature is sig) that
// gives an error when its string parameter param names no case of its
// switch or no key of the map it looks up (`def, ok := r.tools[name];
// if !ok { return nil, fmt.Errorf("tool not found: %s", name) }`), or nil.
func nameMissIn(info *types.Info, decl *ast.FuncDecl, sig *types.Signature, param *types.Var) ast.Node {
	if sig.Results().Len() == 0 || !isError(sig.Results().At(sig.Results().Len()-1).Type()) {
		return nil
	}
	failing := func(s ast.Stmt) ast.Node {
		ret, ok := s.(*ast.ReturnStmt)
		if ok && len(ret.Results) == sig.Results().Len() && !isNilIdent(info, ret.Results[len(ret.Results)-1]) {
			return ret
		}
		return nil
	}
	var site ast.Node
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		if b, ok := n.(*ast.BlockStmt); ok && site == nil {
			// switch name { case ...: return ... }; return nil, fmt.Errorf(...)
			for i, s := range b.List {
				if sw, ok := s.(*ast.SwitchStmt); ok && i+1 < len(b.List) && allCasesReturn(sw) && isIdentOf(info, sw.Tag, param) {
					site = failing(b.List[i+1])
				}
				// def, ok := r.tools[name]; [r.mu.RUnlock()]; if !ok { return nil, fmt.Errorf(...) }
				if okVar := lookupOf(info, s, param); okVar != nil {
					if ifs := nextIf(b.List[i+1:]); ifs != nil && ifs.Init == nil && testsNot(info, ifs.Cond, okVar) && len(ifs.Body.List) > 0 {
						site = failing(ifs.Body.List[len(ifs.Body.List)-1])
					}
				}
			}
		}
		sw, ok := n.(*ast.SwitchStmt)
		if !ok || site != nil {
			return site == nil
		}
		if !isIdentOf(info, sw.Tag, param) {
			return true
		}
		for _, st := range sw.Body.List {
			cc := st.(*ast.CaseClause)
			if cc.List != nil || len(cc.Body) == 0 {
				continue
			}
			if r := failing(cc.Body[len(cc.Body)-1]); r != nil {
				site = r
			}
		}
		return true
	})
	return site
}

// nextIf returns the if statement that the statements open with, after
// calls that assign nothing (an unlock, a log line), or nil.
func nextIf(stmts []ast.Stmt) *ast.IfStmt {
	for _, s := range stmts {
		switch s := s.(type) {
		case *ast.IfStmt:
			return s
		case *ast.ExprStmt:
			continue
		}
		return nil
	}
	return nil
}

// isIdentOf reports whether e is an identifier that uses v.
func isIdentOf(info *types.Info, e ast.Expr, v types.Object) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	return ok && info.Uses[id] == v
}

// lookupOf returns the ok variable of s when s is `v, ok := T[key]`, a
// lookup of param in a map; nil otherwise.
func lookupOf(info *types.Info, s ast.Stmt, param *types.Var) types.Object {
	as, ok := s.(*ast.AssignStmt)
	if !ok || len(as.Lhs) != 2 || len(as.Rhs) != 1 {
		return nil
	}
	ix, ok := ast.Unparen(as.Rhs[0]).(*ast.IndexExpr)
	if !ok || !isIdentOf(info, ix.Index, param) {
		return nil
	}
	if t := info.TypeOf(ix.X); t == nil {
		return nil
	} else if _, isMap := t.Underlying().(*types.Map); !isMap {
		return nil
	}
	id, ok := as.Lhs[1].(*ast.Ident)
	if !ok {
		return nil
	}
	return info.ObjectOf(id)
}

// testsNot reports whether cond is `!v`.
func testsNot(info *types.Info, cond ast.Expr, v types.Object) bool {
	u, ok := ast.Unparen(cond).(*ast.UnaryExpr)
	if !ok || u.Op != token.NOT {
		return false
	}
	id, ok := ast.Unparen(u.X).(*ast.Ident)
	return ok && info.Uses[id] == v
}
