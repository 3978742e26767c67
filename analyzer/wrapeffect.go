package analyzer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
)

// tri is a three-valued truth: what a condition is on the paths the
// model asks about.
type tri int

const (
	triUnknown tri = iota
	triTrue
	triFalse
)

func (t tri) not() tri {
	switch t {
	case triTrue:
		return triFalse
	case triFalse:
		return triTrue
	}
	return triUnknown
}

// wrapReader reads the body of a handler built around inner (a
// middleware's returned handler, a wrapTool closure) for one question:
// on a tools/call request where inner returned a non-nil error, what does
// the body return? Every return statement is classified under the
// conditions on its path: the if and switch conditions around it, and the
// negated conditions of earlier ifs that always return. A return that no
// such request reaches (a guard for another method, a short-circuit
// before inner runs, an "err == nil" branch) does not count.
type wrapReader struct {
	b       *builder
	inner   *types.Var
	errVars map[types.Object]bool // variables holding inner's error
	method  types.Object          // the method parameter of a go-sdk MethodHandler, or nil
	kinds   map[effect]bool       // effects of the returns that count
}

// wrapEffect tells what body, the body of the handler lit built around
// inner, does with inner's error on a tools/call request: returns it or
// an error made from it on every path (passes), returns a result with a
// nil error on every path (converts), or unknown: inner not called
// directly, results the model does not track, or some errors passed on
// and others converted.
func (b *builder) wrapEffect(lit *ast.FuncLit, inner *types.Var) effect {
	r := &wrapReader{b: b, inner: inner, errVars: map[types.Object]bool{}, kinds: map[effect]bool{}}
	info := b.pass.TypesInfo
	called := false
	ast.Inspect(lit.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.AssignStmt:
			if len(n.Rhs) == 1 && r.isInnerCall(n.Rhs[0]) && len(n.Lhs) > 1 {
				if id, ok := n.Lhs[len(n.Lhs)-1].(*ast.Ident); ok {
					if obj := info.ObjectOf(id); obj != nil {
						r.errVars[obj] = true
					}
				}
			}
		case *ast.CallExpr:
			called = called || r.isInnerCall(n)
		}
		return true
	})
	if !called || !r.resultsTracked(lit) {
		return unknown
	}
	if sig, ok := info.TypeOf(lit).(*types.Signature); ok && sig.Params().Len() == 3 &&
		types.Identical(sig.Params().At(1).Type(), types.Typ[types.String]) && isNamed(sig.Params().At(2).Type(), goSDKMCP, "Request") {
		r.method = sig.Params().At(1) // go-sdk's MethodHandler: func(ctx, method string, req Request)
	}
	r.stmts(lit.Body.List, nil, false)
	switch {
	case len(r.kinds) == 1 && r.kinds[passes]:
		return passes
	case len(r.kinds) == 1 && r.kinds[converts]:
		return converts
	}
	return unknown
}

// resultsTracked is false when a deferred call may change the handler's
// named results after a return. Left out: a defer that acts only inside
// "if r := recover(); r != nil" (a panic, not a returned error), and one
// that only reads the results (defer func() { metrics.Track(method, err)
// }(), defer log(&req) with no result's address).
func (r *wrapReader) resultsTracked(lit *ast.FuncLit) bool {
	info := r.b.pass.TypesInfo
	results := map[types.Object]bool{}
	if lit.Type.Results != nil {
		for _, f := range lit.Type.Results.List {
			for _, id := range f.Names {
				if obj := info.Defs[id]; obj != nil {
					results[obj] = true
				}
			}
		}
	}
	if len(results) == 0 {
		return true
	}
	ok := true
	ast.Inspect(lit.Body, func(n ast.Node) bool {
		d, isDefer := n.(*ast.DeferStmt)
		if !isDefer {
			return ok
		}
		if fl, isLit := d.Call.Fun.(*ast.FuncLit); isLit && onlyOnPanic(fl.Body) {
			return ok
		}
		if writesAny(d.Call, results, info) {
			ok = false
		}
		return ok
	})
	return ok
}

// writesAny reports whether n assigns one of vars or takes its address.
func writesAny(n ast.Node, vars map[types.Object]bool, info *types.Info) bool {
	is := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && vars[info.ObjectOf(id)]
	}
	found := false
	ast.Inspect(n, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.AssignStmt:
			for _, l := range x.Lhs {
				found = found || is(l)
			}
		case *ast.IncDecStmt:
			found = found || is(x.X)
		case *ast.UnaryExpr:
			found = found || x.Op == token.AND && is(x.X)
		case *ast.RangeStmt:
			found = found || x.Tok == token.ASSIGN && (x.Key != nil && is(x.Key) || x.Value != nil && is(x.Value))
		}
		return !found
	})
	return found
}

// onlyOnPanic reports whether body does nothing but under a recover test.
func onlyOnPanic(body *ast.BlockStmt) bool {
	for _, s := range body.List {
		is, ok := s.(*ast.IfStmt)
		if !ok || is.Else != nil {
			return false
		}
		mentions := false
		for _, e := range []ast.Node{is.Init, is.Cond} {
			if e == nil {
				continue
			}
			ast.Inspect(e, func(n ast.Node) bool {
				if c, ok := n.(*ast.CallExpr); ok {
					if id, ok := c.Fun.(*ast.Ident); ok && id.Name == "recover" {
						mentions = true
					}
				}
				return true
			})
		}
		if !mentions {
			return false
		}
	}
	return true
}

func (r *wrapReader) isInnerCall(e ast.Expr) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return false
	}
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	return ok && r.b.pass.TypesInfo.Uses[id] == r.inner
}

// callsInner reports whether n calls inner outside nested function literals.
func (r *wrapReader) callsInner(n ast.Node) bool {
	if n == nil {
		return false
	}
	found := false
	ast.Inspect(n, func(m ast.Node) bool {
		switch m := m.(type) {
		case *ast.FuncLit:
			return false
		case *ast.CallExpr:
			found = found || r.isInnerCall(m)
		}
		return !found
	})
	return found
}

// stmts walks a statement list under conds; called is whether inner may
// have run on the way here.
func (r *wrapReader) stmts(list []ast.Stmt, conds []tri, called bool) {
	for _, s := range list {
		r.stmt(s, conds, called)
		if terminates(s) {
			return
		}
		is, ok := s.(*ast.IfStmt)
		if !ok {
			called = called || r.callsInner(s)
			continue
		}
		// After "if c { ...; return }" the rest runs only when !c.
		called = called || r.callsInner(is.Init) || r.callsInner(is.Cond)
		thenEnds := terminates(is.Body)
		elseEnds := is.Else != nil && terminates(is.Else)
		cond := is.Cond
		switch {
		case thenEnds && elseEnds:
			return
		case thenEnds:
			conds = append(conds[:len(conds):len(conds)], r.cond(cond, true))
			if is.Else != nil {
				called = called || r.callsInner(is.Else)
			}
		case elseEnds:
			conds = append(conds[:len(conds):len(conds)], r.cond(cond, false))
			called = called || r.callsInner(is.Body)
		default:
			called = called || r.callsInner(is.Body) || (is.Else != nil && r.callsInner(is.Else))
		}
	}
}

// terminates reports whether s always leaves the function: a return, a
// panic, a block or if that ends in one on every branch.
func terminates(s ast.Stmt) bool {
	switch s := s.(type) {
	case *ast.ReturnStmt:
		return true
	case *ast.ExprStmt:
		if c, ok := s.X.(*ast.CallExpr); ok {
			if id, ok := c.Fun.(*ast.Ident); ok && id.Name == "panic" {
				return true
			}
		}
	case *ast.BlockStmt:
		return len(s.List) > 0 && terminates(s.List[len(s.List)-1])
	case *ast.IfStmt:
		return s.Else != nil && terminates(s.Body) && terminates(s.Else)
	}
	return false
}

func (r *wrapReader) stmt(s ast.Stmt, conds []tri, called bool) {
	with := func(c tri) []tri { return append(conds[:len(conds):len(conds)], c) }
	switch s := s.(type) {
	case *ast.ReturnStmt:
		r.ret(s, conds, called)
	case *ast.BlockStmt:
		r.stmts(s.List, conds, called)
	case *ast.LabeledStmt:
		r.stmt(s.Stmt, conds, called)
	case *ast.IfStmt:
		called = called || r.callsInner(s.Init) || r.callsInner(s.Cond)
		r.stmts(s.Body.List, with(r.cond(s.Cond, false)), called)
		if s.Else != nil {
			r.stmt(s.Else, with(r.cond(s.Cond, true)), called)
		}
	case *ast.ForStmt:
		// A loop may run its body again after inner ran in it.
		r.stmts(s.Body.List, conds, called || r.callsInner(s))
	case *ast.RangeStmt:
		r.stmts(s.Body.List, conds, called || r.callsInner(s))
	case *ast.SwitchStmt:
		called = called || r.callsInner(s.Init) || r.callsInner(s.Tag)
		var prev []ast.Expr // earlier clauses' tests: a clause runs when none held
		var def *ast.CaseClause
		for _, c := range s.Body.List {
			cc := c.(*ast.CaseClause)
			if cc.List == nil {
				def = cc
				continue
			}
			test := r.caseTest(s.Tag, cc.List)
			prevNeg := r.negAll(s.Tag, prev)
			cs := append(with(test), prevNeg)
			r.stmts(cc.Body, cs, called)
			prev = append(prev, cc.List...)
		}
		if def != nil {
			none := r.negAll(s.Tag, prev)
			r.stmts(def.Body, with(none), called)
		}
	case *ast.TypeSwitchStmt:
		for _, c := range s.Body.List {
			r.stmts(c.(*ast.CaseClause).Body, conds, called)
		}
	case *ast.SelectStmt:
		for _, c := range s.Body.List {
			r.stmts(c.(*ast.CommClause).Body, conds, called)
		}
	}
}

// caseTest is the truth of "tag matches one of list" (tag nil: one of the
// boolean expressions in list holds).
func (r *wrapReader) caseTest(tag ast.Expr, list []ast.Expr) tri {
	out := triFalse
	for _, e := range list {
		var t tri
		if tag == nil {
			t = r.eval(e)
		} else {
			t = r.equal(tag, e)
		}
		out = or(out, t)
	}
	return out
}

// negAll is the truth of "no earlier case matched".
func (r *wrapReader) negAll(tag ast.Expr, prev []ast.Expr) tri {
	if len(prev) == 0 {
		return triTrue
	}
	return r.caseTest(tag, prev).not()
}

// cond is the truth of path condition e, negated when neg.
func (r *wrapReader) cond(e ast.Expr, neg bool) tri {
	if neg {
		return r.eval(e).not()
	}
	return r.eval(e)
}

func or(a, b tri) tri {
	switch {
	case a == triTrue || b == triTrue:
		return triTrue
	case a == triFalse && b == triFalse:
		return triFalse
	}
	return triUnknown
}

func and(a, b tri) tri { return or(a.not(), b.not()).not() }

// eval is the truth of e on a tools/call request after inner returned a
// non-nil error: comparisons of inner's error with nil and of the method
// with constants; anything else is unknown.
func (r *wrapReader) eval(e ast.Expr) tri {
	switch x := ast.Unparen(e).(type) {
	case *ast.UnaryExpr:
		if x.Op == token.NOT {
			return r.eval(x.X).not()
		}
	case *ast.BinaryExpr:
		switch x.Op {
		case token.LAND:
			return and(r.eval(x.X), r.eval(x.Y))
		case token.LOR:
			return or(r.eval(x.X), r.eval(x.Y))
		case token.EQL:
			return r.equal(x.X, x.Y)
		case token.NEQ:
			return r.equal(x.X, x.Y).not()
		}
	}
	return triUnknown
}

// equal is the truth of a == c.
func (r *wrapReader) equal(a, c ast.Expr) tri {
	info := r.b.pass.TypesInfo
	for _, p := range [][2]ast.Expr{{a, c}, {c, a}} {
		id, ok := ast.Unparen(p[0]).(*ast.Ident)
		if !ok {
			continue
		}
		obj := info.Uses[id]
		switch {
		case obj != nil && r.errVars[obj] && isNilIdent(info, p[1]):
			return triFalse // err == nil: not on the error path
		case obj != nil && obj == r.method:
			tv, ok := info.Types[p[1]]
			if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
				return triUnknown
			}
			if constant.StringVal(tv.Value) == MethodToolsCall {
				return triTrue
			}
			return triFalse
		}
	}
	return triUnknown
}

func isNilIdent(info *types.Info, e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return false
	}
	_, isNil := info.Uses[id].(*types.Nil)
	return isNil
}

// ret classifies one return statement, when a tools/call request whose
// inner handler failed can reach it.
func (r *wrapReader) ret(s *ast.ReturnStmt, conds []tri, called bool) {
	direct := len(s.Results) == 1 && r.isInnerCall(s.Results[0])
	if !called && !direct && !r.callsInner(s) {
		return // a short-circuit before inner runs: not inner's error
	}
	for _, c := range conds {
		if c == triFalse {
			return
		}
	}
	r.kinds[r.returned(s, direct)] = true
}

// returned is what one return statement does with inner's error.
func (r *wrapReader) returned(s *ast.ReturnStmt, direct bool) effect {
	info := r.b.pass.TypesInfo
	switch {
	case direct:
		return passes
	case len(s.Results) < 2:
		return unknown // named results or a call the model does not read
	}
	last := ast.Unparen(s.Results[len(s.Results)-1])
	if isNilIdent(info, last) {
		return converts
	}
	mentions := false
	ast.Inspect(last, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && r.errVars[info.Uses[id]] {
			mentions = true
		}
		return !mentions
	})
	if mentions {
		return passes // err, or an error made from it
	}
	if call, ok := r.b.origin(last).(*ast.CallExpr); ok {
		if fn := r.b.callee(call); fn != nil && fn.Pkg() != nil && (fn.Pkg().Path() == "errors" || fn.Pkg().Path() == "fmt") {
			return passes // a new error: still an error to the SDK
		}
	}
	return unknown
}
