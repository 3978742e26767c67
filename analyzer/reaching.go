package analyzer

import (
	"go/ast"
	"go/types"
)

// A tool variable is often reused for each definition:
//
//	tool, err := protocol.NewTool("search", "", SearchParams{})
//	srv.RegisterTool(tool, search)
//	tool, err = protocol.NewTool("label", "", LabelParams{})
//	srv.RegisterTool(tool, label)
//
// Each use then reads the assignment just before it (reachingDef).

// reachingDef returns the assignment of local variable id that reaches
// this use of it for certain: the last one before the use, made by a
// statement of a block that encloses the use (so it ran), with no other
// assignment between them, none in a loop around the use (a later one
// would reach it on the next iteration), and none in a function literal
// (which may run at any time).
func (b *builder) reachingDef(id *ast.Ident) (valueDef, bool) {
	v, ok := b.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || v.IsField() || v.Pkg() != b.pass.Pkg || v.Parent() == v.Pkg().Scope() {
		return valueDef{}, false
	}
	ds := b.defs[v]
	if len(ds) < 2 {
		return valueDef{}, false
	}
	best := -1
	for i, d := range ds {
		if d.expr == nil {
			return valueDef{}, false // &v: anything may write it
		}
		if d.expr.Pos() < id.Pos() && (best < 0 || d.expr.Pos() > ds[best].expr.Pos()) {
			best = i
		}
	}
	if best < 0 {
		return valueDef{}, false
	}
	path := b.pathTo(id)
	if path == nil {
		return valueDef{}, false
	}
	def := ds[best]
	within := func(d valueDef, n ast.Node) bool { return d.expr.Pos() >= n.Pos() && d.expr.End() <= n.End() }
	// The assignment's statement must sit directly in a block on the
	// use's path, below any loop on that path that holds an assignment.
	var fn ast.Node
	found := false
	for i := len(path) - 1; i >= 0 && fn == nil; i-- {
		switch n := path[i].(type) {
		case *ast.FuncLit, *ast.FuncDecl:
			fn = n
		case *ast.ForStmt, *ast.RangeStmt:
			if found {
				continue
			}
			for _, d := range ds {
				if within(d, n) {
					return valueDef{}, false
				}
			}
		case *ast.BlockStmt:
			for _, s := range n.List {
				if _, ok := s.(*ast.AssignStmt); ok && within(def, s) && s.End() <= id.Pos() {
					found = true
				}
			}
		}
	}
	if !found || fn == nil {
		return valueDef{}, false
	}
	// An assignment in a closure that does not hold the use may run at
	// any time.
	closure := false
	ast.Inspect(fn, func(n ast.Node) bool {
		if fl, ok := n.(*ast.FuncLit); ok && fl != fn && !(id.Pos() >= fl.Pos() && id.End() <= fl.End()) {
			for _, d := range ds {
				if within(d, fl) {
					closure = true
				}
			}
		}
		return !closure
	})
	if closure {
		return valueDef{}, false
	}
	return def, true
}
