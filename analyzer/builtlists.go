package analyzer

import (
	"go/ast"
	"go/types"
)

// AddTools may be given a slice that the code builds at run time, one
// append per tool, often in a loop over a list of definitions:
//
//	var out []server.ServerTool
//	for _, tool := range defs {
//		out = append(out, server.ServerTool{Tool: tool, Handler: h.handlerFor(tool.Name)})
//	}
//	s.AddTools(out...)
//
// The slice holds what the appends add, when every value the variable
// gets is an append of single values to itself or a list literal: each
// appended ServerTool is registered, and one in a loop over a list the
// model can read stands for one tool per element (rangedservertools.go).

// builtServerTools returns the values appended to the local slice that e
// (through functions of the package that return it) holds, or nil when
// e is no such slice or one of its values is anything else.
func (b *builder) builtServerTools(e ast.Expr) []ast.Expr {
	// through the calls that return it (origin would go on to the
	// variable's one append)
	x := ast.Unparen(e)
	for depth := 0; depth < maxFoldDepth; depth++ {
		call, ok := x.(*ast.CallExpr)
		if !ok {
			break
		}
		x = ast.Unparen(b.singleReturn(call, -1))
	}
	id, ok := x.(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := b.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || v.IsField() || v.Parent() == nil || v.Parent() == v.Pkg().Scope() || v.Pkg() != b.pass.Pkg {
		return nil
	}
	return b.localListValues(v)
}

// localListValues returns the values that v, a local slice, holds when
// every value it gets is nil, a list literal or an append of single
// values to itself; nil when one is anything else.
func (b *builder) localListValues(v *types.Var) []ast.Expr {
	var out []ast.Expr
	for _, d := range b.defs[v] {
		if d.expr == nil || d.index >= 0 {
			return nil // &out, a range variable, a multi-value call
		}
		switch x := ast.Unparen(d.expr).(type) {
		case *ast.Ident:
			if b.pass.TypesInfo.Uses[x] != types.Universe.Lookup("nil") {
				return nil
			}
		case *ast.CompositeLit:
			out = append(out, literalElements(x)...)
		case *ast.CallExpr:
			elems, ok := b.appendedToSelf(x, v)
			if !ok {
				return nil
			}
			out = append(out, elems...)
		default:
			return nil
		}
	}
	return out
}
