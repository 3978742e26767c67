package analyzer

import (
	"go/ast"
	"go/types"
)

// go-sdk's mcp.AddTool is generic, so a table of tools whose handlers
// take different argument types may keep, beside each definition, a
// closure that registers it with its own instance:
//
//	tools := []struct {
//		Tool     *mcp.Tool
//		Register func(s *mcp.Server, tool *mcp.Tool)
//	}{{
//		Tool:     &mcp.Tool{Name: "list_units", ...},
//		Register: func(s *mcp.Server, tool *mcp.Tool) { mcp.AddTool(s, tool, conn.ListUnits) },
//	}}
//	for _, t := range tools { t.Register(server, t.Tool) }
//
// The closure's registration names the definition by its parameter; the
// calls of the closure's field pass the row's own definition field there
// (t.Register(server, t.Tool)), so the registration is the row's.

// findRowClosures names the registrations of unknown tools whose
// definition is a parameter of a closure held in a field of a struct
// literal, when the package calls that field with another field of the
// same value in that parameter's place.
func (b *builder) findRowClosures() {
	for _, r := range b.m.Registrations {
		if r.Name.Known || r.Call == nil || r.Op != OpAddTool && r.Op != OpAddToolTyped || len(r.Call.Args) != 2+typedShift(r.Op) {
			continue
		}
		if d := b.rowDefinition(r.Call.Args[typedShift(r.Op)], r.Call); d != nil {
			b.fillDef(r, d, -1)
		}
	}
}

// rowDefinition returns the definition that the row holding the closure
// around at gives def, a parameter of that closure, or nil.
func (b *builder) rowDefinition(def ast.Expr, at *ast.CallExpr) ast.Expr {
	id, ok := ast.Unparen(def).(*ast.Ident)
	if !ok {
		return nil
	}
	p, ok := b.pass.TypesInfo.Uses[id].(*types.Var)
	lit := b.enclosingLit(at)
	if !ok || lit == nil || len(b.defs[p]) > 0 {
		return nil
	}
	idx := paramPosition(b.pass.TypesInfo, lit.Type.Params, p)
	kv, ok := b.parentOf(lit).(*ast.KeyValueExpr)
	if idx < 0 || !ok || kv.Value != lit {
		return nil
	}
	row, ok := b.parentOf(kv).(*ast.CompositeLit)
	key, isIdent := kv.Key.(*ast.Ident)
	if !ok || !isIdent {
		return nil
	}
	rowType := b.pass.TypesInfo.TypeOf(row)
	field := ""
	for _, c := range b.calls {
		if c.fn != nil || idx >= len(c.call.Args) {
			continue
		}
		sel, ok := ast.Unparen(c.call.Fun).(*ast.SelectorExpr)
		if !ok || sel.Sel.Name != key.Name || !b.valueOfType(sel.X, rowType) {
			continue
		}
		arg, ok := ast.Unparen(c.call.Args[idx]).(*ast.SelectorExpr)
		if !ok || b.objOf(arg.X) == nil || b.objOf(arg.X) != b.objOf(sel.X) {
			return nil // another value in its place: the row's field is not sure
		}
		if field != "" && field != arg.Sel.Name {
			return nil
		}
		field = arg.Sel.Name
	}
	if field == "" {
		return nil
	}
	return b.litField(row, field)
}

// valueOfType reports whether e is a value of type t or a pointer to one.
func (b *builder) valueOfType(e ast.Expr, t types.Type) bool {
	et := b.pass.TypesInfo.TypeOf(e)
	return et != nil && t != nil && types.Identical(derefType(et), derefType(t))
}

// paramPosition returns the index of p among the parameters params
// declares (a literal's or a declaration's), or -1.
func paramPosition(info *types.Info, params *ast.FieldList, p *types.Var) int {
	i := 0
	for _, f := range params.List {
		if len(f.Names) == 0 {
			i++
			continue
		}
		for _, n := range f.Names {
			if info.Defs[n] == types.Object(p) {
				return i
			}
			i++
		}
	}
	return -1
}
