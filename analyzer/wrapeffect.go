package analyzer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"
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
	// reflected is set when inner is a reflect.Value of the handler
	// (reflectEffect): its Call results go to outVars, and inner "runs"
	// where the error result errIndex is taken out of them.
	// match is set when inner is not a function variable but the calls
	// it matches: a tool interface's entry point (t.Run(ctx, args),
	// execEffect), a struct's handler field (tool.Handler(params)).
	match     func(*ast.CallExpr) bool
	reflected bool
	outVars   map[types.Object]bool
	errIndex  int64
	okVars    map[types.Object]bool // the ok of an extraction "err, ok := out[1].Interface().(error)"
	// beforeCall is set while a condition that comes before inner's call
	// is read: a variable that will hold inner's error holds another
	// value there (err reused from an earlier call).
	beforeCall bool
}

// wrapEffect tells what body, the body of the handler lit built around
// inner, does with inner's error on a tools/call request: returns it or
// an error made from it on every path (passes), returns a result with a
// nil error on every path (converts), or unknown: inner not called
// directly, results the model does not track, or some errors passed on
// and others converted.
func (b *builder) wrapEffect(lit *ast.FuncLit, inner *types.Var) effect {
	return b.newWrapReader(inner).effect(lit)
}

func (b *builder) newWrapReader(inner *types.Var) *wrapReader {
	return &wrapReader{b: b, inner: inner, errVars: map[types.Object]bool{}, kinds: map[effect]bool{}, okVars: map[types.Object]bool{}}
}

// reflectEffect is wrapEffect for an adapter that calls the handler
// through reflection, as constructors that accept any handler signature
// do:
//
//	hv := reflect.ValueOf(handler)
//	... func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
//		out := hv.Call(args)
//		if err, ok := out[1].Interface().(error); ok && err != nil { ... }
//
// The handler's error is result errIndex of the Call, once taken out
// with a type assertion to error; returns before that (checks of the
// reflected call's arity) are not about the handler's error.
func (b *builder) reflectEffect(lit *ast.FuncLit, hv *types.Var, errIndex int) effect {
	r := b.newWrapReader(hv)
	r.reflected, r.errIndex, r.outVars = true, int64(errIndex), map[types.Object]bool{}
	info := b.pass.TypesInfo
	ast.Inspect(lit.Body, func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok && len(as.Lhs) == 1 && len(as.Rhs) == 1 && r.isReflectedCall(as.Rhs[0]) {
			if id, ok := as.Lhs[0].(*ast.Ident); ok && info.ObjectOf(id) != nil {
				r.outVars[info.ObjectOf(id)] = true
			}
		}
		return true
	})
	return r.effect(lit)
}

// execEffect is wrapEffect for a tool handler body that runs a tool
// interface's entry point exec (any call of it is inner's call).
func (b *builder) execEffect(body ast.Node, exec *types.Func) effect {
	var lit *ast.FuncLit
	switch x := body.(type) {
	case *ast.FuncLit:
		lit = x
	case *ast.FuncDecl:
		if x.Body == nil {
			return unknown
		}
		lit = &ast.FuncLit{Type: x.Type, Body: x.Body}
	default:
		return unknown
	}
	r := b.newWrapReader(nil)
	r.match = func(call *ast.CallExpr) bool { return b.callee(call) == exec }
	return r.effect(lit)
}

// isReflectedCall reports whether e is hv.Call(args) or hv.CallSlice(args).
func (r *wrapReader) isReflectedCall(e ast.Expr) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return false
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Call" && sel.Sel.Name != "CallSlice" {
		return false
	}
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	return ok && r.b.pass.TypesInfo.Uses[id] == r.inner
}

// effect reads lit's body (see wrapEffect).
func (r *wrapReader) effect(lit *ast.FuncLit) effect {
	b := r.b
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
			if ta, ok := ast.Unparen(n.Rhs[0]).(*ast.TypeAssertExpr); ok && len(n.Rhs) == 1 && r.isInnerCall(ta.X) {
				// err, ok := out[1].Interface().(error)
				for i, l := range n.Lhs {
					if id, ok := l.(*ast.Ident); ok && info.ObjectOf(id) != nil && i < 2 {
						[]map[types.Object]bool{r.errVars, r.okVars}[i][info.ObjectOf(id)] = true
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
	if len(body.List) > 0 && returnsUnlessPanic(body.List[0]) {
		return true // if recover() == nil { return }; the rest runs on a panic
	}
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
	if r.reflected {
		return r.isExtraction(call)
	}
	if r.match != nil {
		return r.match(call)
	}
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	return ok && r.b.pass.TypesInfo.Uses[id] == r.inner
}

// returnsUnlessPanic reports whether s is "if recover() == nil { return }"
// or "if r := recover(); r == nil { return }".
func returnsUnlessPanic(s ast.Stmt) bool {
	is, ok := s.(*ast.IfStmt)
	if !ok || is.Else != nil || len(is.Body.List) != 1 {
		return false
	}
	if ret, ok := is.Body.List[0].(*ast.ReturnStmt); !ok || len(ret.Results) != 0 {
		return false
	}
	cmp, ok := ast.Unparen(is.Cond).(*ast.BinaryExpr)
	if !ok || cmp.Op != token.EQL {
		return false
	}
	if nilID, ok := ast.Unparen(cmp.Y).(*ast.Ident); !ok || nilID.Name != "nil" {
		return false
	}
	isRecover := func(e ast.Expr) bool {
		c, ok := ast.Unparen(e).(*ast.CallExpr)
		id, isIdent := ast.Expr(nil), false
		if ok {
			id, isIdent = c.Fun, true
		}
		fn, _ := id.(*ast.Ident)
		return isIdent && fn != nil && fn.Name == "recover" && len(c.Args) == 0
	}
	if isRecover(cmp.X) {
		return true
	}
	as, ok := is.Init.(*ast.AssignStmt)
	x, isIdent := ast.Unparen(cmp.X).(*ast.Ident)
	if !ok || !isIdent || len(as.Lhs) != 1 || len(as.Rhs) != 1 || !isRecover(as.Rhs[0]) {
		return false
	}
	l, ok := as.Lhs[0].(*ast.Ident)
	return ok && l.Name == x.Name
}

// isExtraction reports whether call is out[errIndex].Interface() for a
// result slice out of the reflected call: where the handler's error
// comes out.
func (r *wrapReader) isExtraction(call *ast.CallExpr) bool {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Interface" || len(call.Args) != 0 {
		return false
	}
	ix, ok := ast.Unparen(sel.X).(*ast.IndexExpr)
	if !ok {
		return false
	}
	id, ok := ast.Unparen(ix.X).(*ast.Ident)
	if !ok || !r.outVars[r.b.pass.TypesInfo.Uses[id]] {
		return false
	}
	tv := r.b.pass.TypesInfo.Types[ix.Index]
	if tv.Value == nil || tv.Value.Kind() != constant.Int {
		return false
	}
	i, exact := constant.Int64Val(tv.Value)
	return exact && i == r.errIndex
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
		r.beforeCall = !called
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
		r.beforeCall = !called
		then, els := r.cond(s.Cond, false), r.cond(s.Cond, true)
		r.stmts(s.Body.List, with(then), called)
		if s.Else != nil {
			r.stmt(s.Else, with(els), called)
		}
	case *ast.ForStmt:
		// A loop may run its body again after inner ran in it.
		r.stmts(s.Body.List, conds, called || r.callsInner(s))
	case *ast.RangeStmt:
		r.stmts(s.Body.List, conds, called || r.callsInner(s))
	case *ast.SwitchStmt:
		called = called || r.callsInner(s.Init) || r.callsInner(s.Tag)
		r.beforeCall = !called
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
	case *ast.Ident:
		if r.okVars[r.b.pass.TypesInfo.Uses[x]] {
			return triTrue // the assertion to error holds for a returned error
		}
	case *ast.CallExpr:
		if r.asProjectError(x) {
			// errors.As(err, &hardErr) with an error type of the
			// project's own: a channel the handler opts into by
			// returning that type; the plain error is what the
			// model asks about.
			return triFalse
		}
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

// asProjectError reports whether call is errors.As(err, &target) for
// inner's error and a target of a named type declared outside the
// standard library and the SDKs.
func (r *wrapReader) asProjectError(call *ast.CallExpr) bool {
	fn := r.b.callee(call)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "errors" || fn.Name() != "As" || len(call.Args) != 2 {
		return false
	}
	id, ok := ast.Unparen(call.Args[0]).(*ast.Ident)
	if !ok || !r.errVars[r.b.pass.TypesInfo.Uses[id]] {
		return false
	}
	t := r.b.pass.TypesInfo.TypeOf(call.Args[1])
	for range 3 {
		p, ok := types.Unalias(t).(*types.Pointer)
		if !ok {
			break
		}
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return false
	}
	path := n.Obj().Pkg().Path()
	return !isSDKPackage(path) && strings.Contains(strings.SplitN(path, "/", 2)[0], ".") || n.Obj().Pkg() == r.b.pass.Pkg
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
		case obj != nil && r.errVars[obj] && isNilIdent(info, p[1]) && !r.beforeCall:
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
