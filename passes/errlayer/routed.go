package errlayer

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/types/typeutil"
)

// The routed tool name. Every SDK looks a tools/call request's name up
// among the registered tools before it calls a handler, so inside a tool
// handler req.Params.Name (go-mcp: req.Name) is the name the server
// registered that handler under, not something the model typed. A parse
// of that name (MCPJungle's splitServerToolName(req.Params.Name) on
// "server/tool" names the gateway built) fails only when the server
// registered a name it cannot parse: a broken invariant of the server,
// the same internal error as grafana's parseProxiedToolName(h.toolName).
//
// The exemption is for parsers only: functions of the name string alone
// (no receiver, no map read, no I/O), because tables keyed by tool name
// often hold policy (permissions, feature flags) whose refusal the model
// should read. The handler must be one the SDK calls: a method or
// function the package also calls itself may get any name.

// ownError reports whether the error returned by ret, a return of the
// handler function fn, is the server's own failure that the spec keeps on
// the JSON-RPC layer: a pure parse of configuration or of the routed tool
// name, the sealing of the multi-round-trip request state, an adapter's
// reflection invariants, or a value missing from the request context.
func (f *flow) ownError(ret *ast.ReturnStmt, fn ast.Node) bool {
	return f.configError(ret, fn) || f.nameGuarded(ret, fn) || f.stateError(ret, fn) || f.reflectGuarded(ret, fn) || f.ctxValueGuarded(ret, fn)
}

// nameGuarded reports whether ret returns a new error (errors.New, or
// fmt.Errorf wrapping no error) from the body of an if statement whose
// condition tests that a parse of the routed tool name failed:
//
//	server, tool, ok := splitServerToolName(req.Params.Name)
//	if !ok { return nil, fmt.Errorf("tool name %q has no separator", ...) }
//
// Only failure tests count (parseFailed): a branch on what the name is
// (name == "delete_all", strings.HasPrefix(name, "admin_")) may refuse a
// class of tools on purpose, a policy the model should read.
func (f *flow) nameGuarded(ret *ast.ReturnStmt, fn ast.Node) bool {
	return f.freshUnder(ret, fn, f.parseFailed)
}

// freshUnder reports whether ret returns a new error (errors.New, or
// fmt.Errorf wrapping no error) from the body of an if statement of fn
// whose condition test accepts.
func (f *flow) freshUnder(ret *ast.ReturnStmt, fn ast.Node, test func(cond ast.Expr, fn ast.Node) bool) bool {
	e := returnedExpr(f.signature(fn), ret)
	if e == nil || !f.freshError(e) {
		return false
	}
	var child ast.Node = ret
	for _, n := range f.path(ret) {
		if n == fn {
			break
		}
		if ifs, ok := n.(*ast.IfStmt); ok && child == ifs.Body && test(ifs.Cond, fn) {
			return true
		}
		child = n
	}
	return false
}

// parseFailed reports whether cond tests that a parse of the routed name
// failed: !ok of a comma-ok parser, err != nil of a parser's error, a
// parse result (or an element of one, parts[0]) equal to its zero value
// ("", 0, nil), or the length of
// one compared with a constant (len(parts) != 2); or several such tests
// joined with || or &&.
func (f *flow) parseFailed(cond ast.Expr, fn ast.Node) bool {
	info := f.pass.TypesInfo
	isConst := func(e ast.Expr) bool {
		tv, ok := info.Types[e]
		return ok && (tv.Value != nil || tv.IsNil())
	}
	isZero := func(e ast.Expr) bool {
		tv, ok := info.Types[e]
		if !ok {
			return false
		}
		if tv.IsNil() {
			return true
		}
		return tv.Value != nil && (tv.Value.ExactString() == `""` || tv.Value.ExactString() == "0")
	}
	switch x := ast.Unparen(cond).(type) {
	case *ast.UnaryExpr:
		id, ok := ast.Unparen(x.X).(*ast.Ident)
		return ok && x.Op == token.NOT && f.parseResult(id, fn, resultOK)
	case *ast.BinaryExpr:
		switch x.Op {
		case token.LOR, token.LAND:
			return f.parseFailed(x.X, fn) && f.parseFailed(x.Y, fn)
		case token.EQL, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ:
		default:
			return false
		}
		l, r := ast.Unparen(x.X), ast.Unparen(x.Y)
		if isConst(l) {
			l, r = r, l
		}
		if !isConst(r) {
			return false
		}
		if call, ok := l.(*ast.CallExpr); ok {
			// len(parts) compared with a constant.
			b, isBuiltin := typeutil.Callee(info, call).(*types.Builtin)
			if !isBuiltin || b.Name() != "len" || len(call.Args) != 1 {
				return false
			}
			id, ok := ast.Unparen(call.Args[0]).(*ast.Ident)
			return ok && f.parseResult(id, fn, resultValue)
		}
		if ix, ok := l.(*ast.IndexExpr); ok && isConst(ix.Index) { // parts[0] == ""
			id, ok := ast.Unparen(ix.X).(*ast.Ident)
			return ok && x.Op == token.EQL && isZero(r) && f.parseResult(id, fn, resultValue)
		}
		id, ok := l.(*ast.Ident)
		if !ok || !isZero(r) {
			return false
		}
		switch {
		case x.Op == token.NEQ && info.Types[r].IsNil():
			return f.parseResult(id, fn, resultErr)
		case x.Op == token.EQL:
			return f.parseResult(id, fn, resultValue)
		}
	}
	return false
}

// Which result of a parser a failure test reads.
const (
	resultValue = iota // a parsed value
	resultOK           // the last, boolean result of a comma-ok parser
	resultErr          // the error result
)

// parseResult reports whether every assignment of the local id reaching
// its use is the result (of the kind want) of a parser of the routed name.
func (f *flow) parseResult(id *ast.Ident, fn ast.Node, want int) bool {
	info := f.pass.TypesInfo
	v, ok := info.Uses[id].(*types.Var)
	if !ok || !isLocal(v, f.pass.Pkg) || v.Pos() < fn.Pos() || v.Pos() >= fn.End() {
		return false
	}
	defs := f.reachingDefs(v, id, fn)
	for _, d := range defs {
		if d.unknown || d.rhs == nil {
			return false
		}
		call, ok := ast.Unparen(d.rhs).(*ast.CallExpr)
		if !ok || !f.nameCall(call, fn) {
			return false
		}
		n := 1
		if t, ok := info.TypeOf(call).(*types.Tuple); ok {
			n = t.Len()
		}
		index := max(d.index, 0)
		last := index == n-1
		switch want {
		case resultOK:
			if !last || n < 2 || !types.Identical(v.Type(), types.Typ[types.Bool]) {
				return false
			}
		case resultErr:
			if !last || !isError(v.Type()) {
				return false
			}
		case resultValue:
			if isError(v.Type()) || n > 1 && last && types.Identical(v.Type(), types.Typ[types.Bool]) {
				return false
			}
		}
	}
	return len(defs) > 0
}

// returnedExpr is the error expression of ret when it is written out.
func returnedExpr(sig *types.Signature, ret *ast.ReturnStmt) ast.Expr {
	if sig == nil || sig.Results().Len() == 0 || len(ret.Results) != sig.Results().Len() {
		return nil
	}
	return ret.Results[len(ret.Results)-1]
}

// freshError reports whether e makes a new error that carries no other:
// errors.New, or fmt.Errorf with no error argument.
func (f *flow) freshError(e ast.Expr) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return false
	}
	info := f.pass.TypesInfo
	callee, _ := typeutil.Callee(info, call).(*types.Func)
	switch {
	case isPkgFunc(callee, "errors", "New"):
		return true
	case isPkgFunc(callee, "fmt", "Errorf"):
		for _, a := range call.Args[min(1, len(call.Args)):] {
			if t := info.TypeOf(a); t == nil || types.Implements(t, errorType) {
				return false
			}
		}
		return true
	}
	return false
}

// nameCall reports whether call parses the routed tool name: a name
// parser applied to values nameParse accepts, one of them the name.
func (f *flow) nameCall(call *ast.CallExpr, fn ast.Node) bool {
	saw := false
	return f.parserCall(call, fn, 0, &saw) && saw
}

// nameParse reports whether e's value is determined by the routed tool
// name and constants alone: the name, constants, locals assigned only
// from such values, operators on them, and name parsers of them. saw is
// set when the name itself is reached.
func (f *flow) nameParse(e ast.Expr, fn ast.Node, depth int, saw *bool) bool {
	if depth > maxDepth {
		return false
	}
	info := f.pass.TypesInfo
	e = ast.Unparen(e)
	if tv, ok := info.Types[e]; ok && tv.Value != nil {
		return true
	}
	if f.routedName(e, fn) {
		*saw = true
		return true
	}
	switch x := e.(type) {
	case *ast.Ident:
		v, ok := info.Uses[x].(*types.Var)
		if !ok || !isLocal(v, f.pass.Pkg) || v.Pos() < fn.Pos() || v.Pos() >= fn.End() {
			return false
		}
		return f.everyDef(v, x, fn,
			func(call *ast.CallExpr, _ int) bool { return f.parserCall(call, fn, depth+1, saw) },
			func(rhs ast.Expr) bool { return f.nameParse(rhs, fn, depth+1, saw) })
	case *ast.UnaryExpr:
		return x.Op != token.AND && x.Op != token.ARROW && f.nameParse(x.X, fn, depth+1, saw)
	case *ast.BinaryExpr:
		return f.nameParse(x.X, fn, depth+1, saw) && f.nameParse(x.Y, fn, depth+1, saw)
	case *ast.CallExpr:
		return f.parserCall(x, fn, depth+1, saw)
	}
	return false
}

// parserCall reports whether call is a conversion, len, a function of a
// pureStd package or a name parser of this package, applied to values
// nameParse accepts.
func (f *flow) parserCall(call *ast.CallExpr, fn ast.Node, depth int, saw *bool) bool {
	info := f.pass.TypesInfo
	switch callee := typeutil.Callee(info, call).(type) {
	case nil:
		if tv, ok := info.Types[call.Fun]; !ok || !tv.IsType() {
			return false
		}
	case *types.Builtin:
		if callee.Name() != "len" {
			return false
		}
	case *types.Func:
		sig := callee.Type().(*types.Signature)
		switch {
		case sig.Recv() != nil || callee.Pkg() == nil:
			return false // a method reads its receiver's state
		case callee.Pkg() == f.pass.Pkg:
			if !f.nameParser(callee.Origin(), 0, map[*types.Func]bool{}) {
				return false
			}
		case !pureStd[callee.Pkg().Path()]:
			return false
		}
	default:
		return false
	}
	for _, a := range call.Args {
		if !f.nameParse(a, fn, depth+1, saw) {
			return false
		}
	}
	return true
}

// nameParser reports whether fn, a function of this package, computes
// its results from its arguments alone: pure (no I/O), reading no map and
// no package-level variable other than a compiled regexp, and calling
// only such functions of this package.
func (f *flow) nameParser(fn *types.Func, depth int, busy map[*types.Func]bool) bool {
	decl := f.decls[fn]
	if decl == nil || decl.Recv != nil || depth > maxPureDepth || !f.pure(fn, 0, map[*types.Func]bool{}) {
		return false
	}
	if busy[fn] {
		return true
	}
	busy[fn] = true
	info := f.pass.TypesInfo
	ok := true
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.IndexExpr:
			if _, isMap := analyzer.Under(info.TypeOf(x.X)).(*types.Map); isMap {
				ok = false
			}
		case *ast.RangeStmt:
			if _, isMap := analyzer.Under(info.TypeOf(x.X)).(*types.Map); isMap {
				ok = false
			}
		case *ast.Ident:
			if v, isVar := info.Uses[x].(*types.Var); isVar && v.Pkg() != nil && v.Parent() == v.Pkg().Scope() && !isRegexp(v.Type()) {
				ok = false // package state: a policy table, a counter
			}
		case *ast.CallExpr:
			if callee, _ := typeutil.Callee(info, x).(*types.Func); callee != nil && callee.Pkg() == f.pass.Pkg {
				ok = f.nameParser(callee.Origin(), depth+1, busy)
			}
		}
		return ok
	})
	return ok
}

func isRegexp(t types.Type) bool {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "regexp" && n.Obj().Name() == "Regexp"
}

// routedName reports whether e is the tool name of fn's own request
// parameter (req.Params.Name; go-mcp: req.Name), fn is called by the SDK
// only, and nothing in fn may have changed the name before e.
func (f *flow) routedName(e ast.Expr, fn ast.Node) bool {
	info := f.pass.TypesInfo
	sel, ok := e.(*ast.SelectorExpr)
	if !ok || !analyzer.IsToolNameField(info.Uses[sel.Sel]) {
		return false
	}
	chain, root := fieldChain(e, info)
	if root == nil || len(chain) > 2 || !isParam(root, f.signature(fn)) {
		return false // not the handler's own request
	}
	if decl, ok := fn.(*ast.FuncDecl); ok && f.calledDirectly(info.Defs[decl.Name]) {
		return false
	}
	return !f.requestChanged(chain, root, e, fn)
}

func isParam(v *types.Var, sig *types.Signature) bool {
	return sig != nil && inTuple(v, sig.Params())
}

// calledDirectly reports whether the package calls obj itself rather
// than only handing it to a registration.
func (f *flow) calledDirectly(obj types.Object) bool {
	if obj == nil {
		return true
	}
	for _, file := range f.pass.Files {
		found := false
		ast.Inspect(file, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok && typeutil.Callee(f.pass.TypesInfo, call) == obj {
				found = true
			}
			return !found
		})
		if found {
			return true
		}
	}
	return false
}

// requestChanged reports whether fn may change the routed name
// root.chain before the use at (changes). A use inside a loop counts
// every change in the loop.
func (f *flow) requestChanged(chain []string, root *types.Var, at ast.Node, fn ast.Node) bool {
	limit := at.Pos()
	for _, n := range f.path(at) {
		if n == fn {
			break
		}
		switch n.(type) {
		case *ast.ForStmt, *ast.RangeStmt:
			limit = max(limit, n.End())
		}
	}
	return f.changes(chain, root, fn, limit, true)
}
