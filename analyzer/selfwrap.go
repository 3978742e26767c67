package analyzer

import (
	"go/ast"
	"go/types"
	"slices"
)

// A handler variable is often wrapped in place, sometimes only when an
// option is set:
//
//	handler := h.HandleFindMistakes
//	if h.middleware != nil {
//		handler = h.middleware.WrapToolWithRetry("findMistakes", handler, 2)
//	}
//	s.AddTool(tool, handler)
//
// The variable has two definitions, the handler and a call that takes
// the variable itself. The model follows the wrap with the variable
// bound to the handler. A wrap that changes what the handler's errors
// become (or that the model cannot read) decides only when it always
// happens: under a condition, the handler's errors may go out either
// way, so the model does not decide.

// selfWrapped returns the two definitions of v when v is assigned
// exactly twice in this package: first a value that does not mention v
// (base), then a call that takes v itself as an argument (wrap).
func (b *builder) selfWrapped(obj types.Object) (base ast.Expr, wrap *ast.CallExpr, ok bool) {
	v, isVar := obj.(*types.Var)
	if !isVar || v.IsField() || v.Pkg() != b.pass.Pkg || v.Parent() == v.Pkg().Scope() {
		return nil, nil, false
	}
	ds := b.defs[obj]
	if len(ds) != 2 || ds[0].expr == nil || ds[1].expr == nil || ds[0].index >= 0 || ds[1].index >= 0 {
		return nil, nil, false
	}
	if ds[0].expr.Pos() > ds[1].expr.Pos() || usesObject(b.pass.TypesInfo, ds[0].expr, obj) {
		return nil, nil, false
	}
	call, isCall := ast.Unparen(ds[1].expr).(*ast.CallExpr)
	if !isCall || !slices.ContainsFunc(call.Args, func(a ast.Expr) bool {
		id, ok := ast.Unparen(a).(*ast.Ident)
		return ok && b.pass.TypesInfo.Uses[id] == obj
	}) {
		return nil, nil, false
	}
	return ds[0].expr, call, true
}

// followSelfWrapped follows wrap with v bound to base. When the wrap
// sits under a condition and changes what errors become, the result is
// unknown.
func (b *builder) followSelfWrapped(v types.Object, base ast.Expr, wrap *ast.CallExpr, depth int) chain {
	if b.bound == nil {
		b.bound = map[types.Object]ast.Expr{}
	}
	b.bound[v] = base
	c := b.follow(wrap, depth+1)
	delete(b.bound, v)
	if !b.conditional(wrap, base) {
		return c
	}
	plain := b.follow(base, depth+1)
	if c.h == nil || c.h != plain.h || len(c.effects) < len(plain.effects) {
		return unknownChain("a handler wrapped on some paths only")
	}
	for _, e := range c.effects[:len(c.effects)-len(plain.effects)] {
		if e != passes {
			return unknownChain("a handler wrapped on some paths only")
		}
	}
	return c
}

// conditional reports whether wrap's statement is not in the block that
// holds base's statement: it runs on some paths only.
func (b *builder) conditional(wrap, base ast.Expr) bool {
	block := func(e ast.Expr) ast.Node {
		path := b.pathTo(e)
		for i := len(path) - 1; i >= 0; i-- {
			if bl, ok := path[i].(*ast.BlockStmt); ok {
				return bl
			}
		}
		return nil
	}
	bw := block(wrap)
	return bw == nil || bw != block(base)
}
