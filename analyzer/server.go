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

// middlewareEffect is what the tool middleware installed anywhere in this
// package does to handler errors. The model does not track which server a
// middleware is installed on: a converting or unreadable middleware
// anywhere in the package silences JSON-RPC findings for all of it.
func (b *builder) middlewareEffect() effect {
	if b.mwDone {
		return b.mw
	}
	b.mwDone = true
	b.mw = passes
	for _, e := range b.middlewares {
		var eff effect
		switch x := b.origin(e).(type) {
		case *ast.FuncLit:
			w := b.wrapperFromFunc(b.pass.TypesInfo.TypeOf(x).(*types.Signature), x.Body)
			if w == nil {
				eff = unknown
			} else {
				eff = w.effect
			}
		default:
			fn := b.funcObj(x)
			if w := b.wrapperOf(fn); w != nil {
				eff = w.effect
			} else {
				eff = unknown
			}
		}
		if eff == converts || b.mw == converts {
			b.mw = converts
		} else if eff == unknown {
			b.mw = unknown
		}
	}
	return b.mw
}

// serverMiddleware is the middleware effect for a registration's server.
func (b *builder) serverMiddleware(r *Registration) effect {
	_ = r
	return b.middlewareEffect()
}
