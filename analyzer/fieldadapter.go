package analyzer

import (
	"go/ast"
	"go/types"
)

// A registration can take its handler straight from a function field of
// a project struct value and its name from another field of that value:
//
//	// package registry
//	type Property struct { Name string; Function func(ctx, *mcp.CallToolRequest, map[string]any) (...) }
//	// package plugins/mysql_ping, in init
//	registry.Add(registry.Property{Name: "mysql_ping", Function: func(...) {...}})
//	// package main
//	for _, tool := range registry.Tools {
//		mcp.AddTool(server, &mcp.Tool{Name: tool.Name}, tool.Function)
//	}
//
// That registration adapts the struct type as structAdapter's closures do,
// with no closure between: each literal of the type that StructLitsFact
// lists is a tool named by its Name field, its errors the SDK's own.

// noteFieldAdapter records the struct adapter that r makes when its
// handler expression e is a function field of a project struct value and
// its definition names the tool by a field of the same value.
func (b *builder) noteFieldAdapter(r *Registration, e ast.Expr) {
	info := b.pass.TypesInfo
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok || r.Def == nil {
		return
	}
	if s, ok := info.Selections[sel]; !ok || s.Kind() != types.FieldVal {
		return
	}
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok {
		return
	}
	root, ok := info.Uses[id].(*types.Var)
	if !ok || typeKey(root.Type()) == "" {
		return
	}
	def := b.compositeLit(r.Def)
	if def == nil {
		return
	}
	namePath := ""
	for _, elt := range def.Elts {
		if key, val := fieldOf(elt, -1); key == "Name" {
			namePath = fieldPath(info, val, root)
		}
	}
	if namePath == "" {
		return
	}
	base, _, why := baseSemantics(r, b.m.Version(r.SDK))
	if base == ErrUnknown {
		return
	}
	a := StructAdapter{Type: typeKey(root.Type()), NamePath: namePath, Errors: int(base), Why: why + ", registered from field " + sel.Sel.Name + " of " + typeKey(root.Type())}
	b.fieldAdapters = append(b.fieldAdapters, a)
}
