package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
)

// serverRef identifies the server value that expression e (found in call)
// denotes.
func (b *builder) serverRef(e ast.Expr, at ast.Node) ServerRef {
	ref := ServerRef{Param: -1}
	if e == nil {
		return ref
	}
	e = ast.Unparen(e)
	switch x := e.(type) {
	case *ast.Ident:
		ref.Obj = b.pass.TypesInfo.Uses[x]
	case *ast.SelectorExpr:
		// s.server, h.srv: the field is the identity, whatever holds it.
		if sel, ok := b.pass.TypesInfo.Selections[x]; ok {
			ref.Obj = sel.Obj()
		} else {
			ref.Obj = b.pass.TypesInfo.Uses[x.Sel]
		}
	}
	if ref.Obj == nil {
		ref.Key = types.ExprString(e)
		return ref
	}
	// A variable that only copies another server variable is that server.
	if def, ok := b.singleDef(ref.Obj); ok && def.index < 0 {
		if id, ok := ast.Unparen(def.expr).(*ast.Ident); ok {
			if obj := b.pass.TypesInfo.Uses[id]; obj != nil {
				ref.Obj = obj
			}
		}
	}
	ref.Key = objKey(ref.Obj)
	ref.Param = b.paramIndex(ref.Obj, at)
	return ref
}

// objKey is a stable identity for an object within the package.
func objKey(obj types.Object) string {
	pos := obj.Pos()
	if v, ok := obj.(*types.Var); ok && v.IsField() {
		return "field " + obj.Name() + "@" + itoa(int(pos))
	}
	return obj.Name() + "@" + itoa(int(pos))
}

func itoa(i int) string {
	if i == 0 {
		return "0"
	}
	var buf [20]byte
	n := len(buf)
	neg := i < 0
	if neg {
		i = -i
	}
	for i > 0 {
		n--
		buf[n] = byte('0' + i%10)
		i /= 10
	}
	if neg {
		n--
		buf[n] = '-'
	}
	return string(buf[n:])
}

// paramIndex returns which parameter of the function declaration that
// encloses node obj is, or -1.
func (b *builder) paramIndex(obj types.Object, at ast.Node) int {
	decl := b.enclosingDecl(at)
	if decl == nil {
		return -1
	}
	fn, _ := b.pass.TypesInfo.Defs[decl.Name].(*types.Func)
	if fn == nil {
		return -1
	}
	params := fn.Type().(*types.Signature).Params()
	for i := range params.Len() {
		if params.At(i) == obj {
			return i
		}
	}
	return -1
}

// enclosingDecl returns the function declaration whose body holds n
// directly (not inside a function literal), or nil.
func (b *builder) enclosingDecl(n ast.Node) *ast.FuncDecl {
	for _, f := range b.pass.Files {
		if f.Pos() > n.Pos() || n.End() > f.End() {
			continue
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil || fd.Body.Pos() > n.Pos() || n.End() > fd.Body.End() {
				continue
			}
			inLit := false
			ast.Inspect(fd.Body, func(m ast.Node) bool {
				if lit, ok := m.(*ast.FuncLit); ok && lit.Pos() <= n.Pos() && n.End() <= lit.End() {
					inLit = true
				}
				return !inLit
			})
			if inLit {
				return nil
			}
			return fd
		}
	}
	return nil
}

// serverExpr is the server operand of an SDK call with op: the first
// argument of go-sdk's mcp.AddTool, else the method's receiver (nil when
// there is none).
func serverExpr(call *ast.CallExpr, op Op) ast.Expr {
	if op == OpNewServerTool {
		return nil // the server is the one AddTools receives the tool
	}
	if op == OpAddToolTyped {
		if len(call.Args) > 0 {
			return call.Args[0]
		}
		return nil
	}
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
		return sel.X
	}
	return nil
}

// serverMiddleware is the middleware effect for a registration's server.
// A middleware is left out only when it surely sits on another server:
// the registration's server and the middleware's come from server
// constructor calls the model can see (through variables, this package's
// factories, unexported struct fields and parameters of unexported
// functions), and no call is among both. Everything else counts, as
// package-wide. When the result is unknown, the model notes why.
func (b *builder) serverMiddleware(r *Registration) effect {
	if len(b.mwInstalls) == 0 {
		return passes
	}
	var ctors []*ast.CallExpr
	known := false
	if r.Call != nil && !r.FromDefinition && OpOf(b.callee(r.Call)) == r.Op {
		ctors, known = b.serverCtors(serverExpr(r.Call, r.Op), 0, map[types.Object]bool{})
	}
	res := transparent
	for _, install := range b.mwInstalls {
		if known {
			if on, ok := b.installServers(install); ok && !overlaps(ctors, on) {
				continue
			}
		}
		for i, e := range install.Args {
			spread := install.Ellipsis.IsValid() && i == len(install.Args)-1
			res = chainResults(res, b.middlewareEffectOf(e, spread))
		}
	}
	b.noteUnread(res)
	return res.eff
}

func overlaps(a, c []*ast.CallExpr) bool {
	for _, x := range a {
		for _, y := range c {
			if x == y {
				return true
			}
		}
	}
	return false
}

// serverCtors returns the server constructor calls whose server e may
// hold; ok is false when the model cannot tell. Fields count when they
// are unexported (only this package writes them) and every write is
// readable; parameters when their function is unexported and only called.
func (b *builder) serverCtors(e ast.Expr, depth int, seen map[types.Object]bool) (ctors []*ast.CallExpr, ok bool) {
	if e == nil || depth > maxFoldDepth {
		return nil, false
	}
	union := func(exprs []ast.Expr) ([]*ast.CallExpr, bool) {
		var out []*ast.CallExpr
		for _, x := range exprs {
			if x == nil {
				return nil, false
			}
			cs, ok := b.serverCtors(x, depth+1, seen)
			if !ok {
				return nil, false
			}
			out = append(out, cs...)
		}
		return out, len(out) > 0
	}
	info := b.pass.TypesInfo
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		v, isVar := info.Uses[x].(*types.Var)
		if !isVar || v.Pkg() != b.pass.Pkg || seen[v] || v.Parent() == v.Pkg().Scope() && v.Exported() {
			return nil, false
		}
		seen[v] = true
		defs := b.defs[v]
		if len(defs) == 0 {
			fn, index := b.paramOf(v)
			if fn == nil || fn.Exported() || b.mwIdx().asValue[fn] {
				return nil, false
			}
			var args []ast.Expr
			for _, call := range b.mwIdx().calls[fn] {
				if index >= len(call.Args) {
					return nil, false
				}
				args = append(args, call.Args[index])
			}
			return union(args)
		}
		var exprs []ast.Expr
		for _, d := range defs {
			if d.index >= 0 {
				call, _ := ast.Unparen(d.expr).(*ast.CallExpr)
				if call == nil {
					return nil, false
				}
				exprs = append(exprs, b.singleReturn(call, d.index))
				continue
			}
			exprs = append(exprs, d.expr)
		}
		return union(exprs)
	case *ast.SelectorExpr:
		sel, ok := info.Selections[x]
		if !ok || sel.Kind() != types.FieldVal || sel.Obj().Exported() || seen[sel.Obj()] {
			return nil, false
		}
		seen[sel.Obj()] = true
		return union(b.mwIdx().fieldWrites[sel.Obj().(*types.Var)])
	case *ast.CallExpr:
		if OpOf(b.callee(x)) == OpNewServer {
			return []*ast.CallExpr{x}, true
		}
		if tv, ok := info.Types[x.Fun]; ok && tv.IsType() && len(x.Args) == 1 {
			return b.serverCtors(x.Args[0], depth+1, seen)
		}
		fn := b.callee(x)
		if fn == nil || b.decls[fn.Origin()] == nil {
			return nil, false
		}
		var rets []ast.Expr
		forEachReturn(b.decls[fn.Origin()].Body, func(r *ast.ReturnStmt) {
			if len(r.Results) == 0 {
				rets = append(rets, nil)
				return
			}
			rets = append(rets, r.Results[0])
		})
		return union(rets)
	case *ast.UnaryExpr:
		if x.Op == token.AND {
			return b.serverCtors(x.X, depth+1, seen)
		}
	}
	return nil, false
}

// installServers returns the constructor calls of the servers that a
// middleware-installing call acts on: the receiver of Use and
// AddReceivingMiddleware, the constructors that take a
// WithToolHandlerMiddleware option among their arguments; ok is false
// when unknown.
func (b *builder) installServers(install *ast.CallExpr) ([]*ast.CallExpr, bool) {
	on := memo(b.mwIdx().installs, install, func() installOn {
		ctors, ok := b.findInstallServers(install)
		return installOn{ctors, ok}
	})
	return on.ctors, on.ok
}

func (b *builder) findInstallServers(install *ast.CallExpr) ([]*ast.CallExpr, bool) {
	if OpOf(b.callee(install)) != OpWithToolHandlerMiddleware {
		return b.serverCtors(serverExpr(install, OpUse), 0, map[types.Object]bool{})
	}
	var out []*ast.CallExpr
	for _, ctor := range b.serverNews {
		for _, arg := range ctor.Args {
			if b.holds(arg, install, 0) {
				out = append(out, ctor)
				break
			}
		}
	}
	return out, len(out) > 0
}

// holds reports whether option expression e may be (or, spread, contain)
// the option built by call: directly, through variables, slice literals
// and append.
func (b *builder) holds(e ast.Expr, call *ast.CallExpr, depth int) bool {
	if depth > maxFoldDepth {
		return false
	}
	switch x := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		if x == call {
			return true
		}
		if id, ok := ast.Unparen(x.Fun).(*ast.Ident); ok && id.Name == "append" {
			for _, a := range x.Args {
				if b.holds(a, call, depth+1) {
					return true
				}
			}
		}
	case *ast.CompositeLit:
		for _, elt := range x.Elts {
			if b.holds(elt, call, depth+1) {
				return true
			}
		}
	case *ast.Ident:
		for _, d := range b.defs[b.pass.TypesInfo.Uses[x]] {
			if d.expr != nil && d.index < 0 && b.holds(d.expr, call, depth+1) {
				return true
			}
		}
	}
	return false
}
