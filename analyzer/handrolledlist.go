package analyzer

import (
	"go/ast"
	"go/types"
)

// findListedDefinitions reads the tool definitions a hand-rolled
// server's tools/list branch answers with: a slice literal of the
// project's own definition type (a struct with fields that marshal as
// "name" and "inputSchema"), in the branch or in a function of this
// package that the branch calls (`"tools": getToolsList()`). Each element
// is a definition: toolnames and coverage read its name, inputdrift its
// schema.
func (b *builder) findListedDefinitions() {
	seen := map[*ast.CompositeLit]bool{}
	for _, d := range b.m.Dispatchers {
		stmts := d.Branches[MethodToolsList]
		var visit func(n ast.Node, depth int)
		visit = func(n ast.Node, depth int) {
			ast.Inspect(n, func(n ast.Node) bool {
				switch x := n.(type) {
				case *ast.CompositeLit:
					if seen[x] || !isToolDefList(b.pass.TypesInfo.TypeOf(x)) {
						return true
					}
					seen[x] = true
					for _, elt := range x.Elts {
						if lit, ok := ast.Unparen(elt).(*ast.CompositeLit); ok {
							b.addDefinition(lit)
						}
					}
					return false
				case *ast.CallExpr:
					if fn := b.callee(x); fn != nil && fn.Pkg() == b.pass.Pkg && depth < 1 {
						if decl := b.m.funcDecls[fn.Origin()]; decl != nil && decl.Body != nil {
							visit(decl.Body, depth+1)
						}
					}
				}
				return true
			})
		}
		for _, s := range stmts {
			visit(s, 0)
		}
	}
}

// isToolDefList reports whether t is a slice of a project struct type
// (not an SDK's) with fields that marshal as "name" and "inputSchema".
func isToolDefList(t types.Type) bool {
	sl, ok := t.(*types.Slice)
	if !ok {
		if t == nil {
			return false
		}
		sl, ok = t.Underlying().(*types.Slice)
		if !ok {
			return false
		}
	}
	elem := Deref(sl.Elem())
	if FromSDK(elem) {
		return false
	}
	st, ok := elem.Underlying().(*types.Struct)
	if !ok {
		return false
	}
	name, schema := false, false
	for i := range st.NumFields() {
		switch JSONName(st, i) {
		case "name":
			name = true
		case "inputSchema":
			schema = true
		}
	}
	return name && schema
}
