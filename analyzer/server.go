package analyzer

import (
	"go/ast"
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

// middlewareEffect is what the tool middleware installed anywhere in this
// package does to handler errors: a converting or unreadable middleware
// anywhere in the package silences JSON-RPC findings for all of it.
func (b *builder) middlewareEffect() effect {
	if b.mwDone {
		return b.mw
	}
	b.mwDone = true
	b.mw = passes
	for _, e := range b.middlewares {
		b.mw = combineEffects(b.mw, b.middlewareEffectOf(e))
	}
	return b.mw
}

// middlewareEffectOf is what one middleware does to handler errors.
func (b *builder) middlewareEffectOf(e ast.Expr) effect {
	switch x := b.origin(e).(type) {
	case *ast.FuncLit:
		if w := b.wrapperFromFunc(b.pass.TypesInfo.TypeOf(x).(*types.Signature), x.Body); w != nil {
			return w.effect
		}
	default:
		if w := b.wrapperOf(b.funcObj(x)); w != nil {
			return w.effect
		}
	}
	return unknown
}

// combineEffects is the effect of two middlewares on one server: one that
// converts errors wins, then one that cannot be read.
func combineEffects(a, c effect) effect {
	switch {
	case a == converts || c == converts:
		return converts
	case a == unknown || c == unknown:
		return unknown
	}
	return passes
}

// serverMiddleware is the middleware effect for a registration's server.
// A middleware is left out only when it surely sits on another server:
// both servers come from server constructor calls the model can see, and
// those are different calls. Everything else counts, as package-wide.
func (b *builder) serverMiddleware(r *Registration) effect {
	if r.Call == nil || r.FromDefinition || OpOf(b.callee(r.Call)) != r.Op {
		return b.middlewareEffect() // registered through a forwarder or a fact
	}
	ctor := b.serverConstructor(serverExpr(r.Call, r.Op))
	if ctor == nil {
		return b.middlewareEffect()
	}
	eff := passes
	for _, install := range b.mwInstalls {
		if c := b.installServer(install); c != nil && c != ctor {
			continue
		}
		for _, e := range install.Args {
			eff = combineEffects(eff, b.middlewareEffectOf(e))
		}
	}
	return eff
}

// serverConstructor returns the server constructor call that e's value
// comes from, through variables with one definition and this package's
// factories, or nil. Unlike origin it does not go through struct fields:
// a field may be set again after its composite literal.
func (b *builder) serverConstructor(e ast.Expr) *ast.CallExpr {
	for depth := 0; e != nil && depth < maxFoldDepth; depth++ {
		switch x := ast.Unparen(e).(type) {
		case *ast.Ident:
			def, ok := b.singleDef(b.pass.TypesInfo.Uses[x])
			if !ok || def.index >= 0 {
				return nil
			}
			e = def.expr
		case *ast.CallExpr:
			if OpOf(b.callee(x)) == OpNewServer {
				return x
			}
			e = b.singleReturn(x, -1)
		default:
			return nil
		}
	}
	return nil
}

// installServer returns the constructor call of the server that a
// middleware-installing call acts on: the receiver of Use and
// AddReceivingMiddleware, the constructor that takes a
// WithToolHandlerMiddleware option among its arguments; nil when unknown.
func (b *builder) installServer(install *ast.CallExpr) *ast.CallExpr {
	if OpOf(b.callee(install)) != OpWithToolHandlerMiddleware {
		return b.serverConstructor(serverExpr(install, OpUse))
	}
	for _, ctor := range b.serverNews {
		for _, arg := range ctor.Args {
			arg = ast.Unparen(arg)
			if id, ok := arg.(*ast.Ident); ok {
				if def, ok := b.singleDef(b.pass.TypesInfo.Uses[id]); ok && def.index < 0 {
					arg = ast.Unparen(def.expr)
				}
			}
			if arg == ast.Expr(install) {
				return ctor
			}
		}
	}
	return nil
}
