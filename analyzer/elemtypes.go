package analyzer

import (
	"go/ast"
	"go/types"
)

// A server may keep each tool as a value of a struct type of its own, the
// definition beside the handler or a function that makes the handler, and
// register every value of the type in one loop:
//
//	type ToolRegistration struct {
//		Tool       mcp.Tool
//		NewHandler func(*Client) server.ToolHandlerFunc
//	}
//	func AllRegistrations() []ToolRegistration {
//		return []ToolRegistration{{Tool: SearchTool, NewHandler: NewSearchHandler}, ...}
//	}
//	func Register(srv *server.MCPServer, regs []ToolRegistration, c *Client) {
//		for _, reg := range regs {
//			handler := reg.NewHandler(c)
//			srv.AddTool(reg.Tool, logged(reg.Tool.Name, handler))
//		}
//	}
//
// The list often reaches the loop through another package (main passes
// AllRegistrations() to Register), so no data flow of this package names
// the elements; the struct type does. The elements are the literals the
// loop value takes by data flow (fieldElements) or, when there are none,
// every literal of the type in this package's non-test code. For each,
// the model follows the registration's definition and handler arguments
// with the element's fields in place of the loop value's (elemField, read
// by follow), so a wrapper or a factory between them keeps its part: one
// registration per element, named by the element's definition.

// typedElements returns the loop or parameter value whose field def
// reads (reg.Tool), and the struct literals that stand for it, when
// handler reaches another of its fields only through a call or a local
// variable (a field passed as it is, fieldtables.go reads).
func (b *builder) typedElements(def, handler ast.Expr, call *ast.CallExpr) (*types.Var, []*ast.CompositeLit) {
	sel, ok := ast.Unparen(def).(*ast.SelectorExpr)
	if !ok {
		return nil, nil
	}
	v, ok := b.objOf(sel.X).(*types.Var)
	if !ok || !b.isFieldOf(sel, v) || !b.projectStruct(v.Type()) {
		return nil, nil
	}
	if k, _, _ := b.handlerField(call); k >= 0 {
		return nil, nil
	}
	if b.rangeOfValue(v) == nil && b.paramIndex(v, call) < 0 {
		return nil, nil
	}
	if !b.readsFieldOf(handler, v, 0) {
		return nil, nil
	}
	var lits []*ast.CompositeLit
	for _, el := range b.fieldElements(v, call) {
		lits = append(lits, el.lit)
	}
	if lits == nil {
		t := derefType(v.Type())
		b.walkSource(kCompositeLit, func(_ *ast.File, n ast.Node) {
			lit := n.(*ast.CompositeLit)
			if tv := b.pass.TypesInfo.TypeOf(lit); tv != nil && types.Identical(tv, t) && litSets(lit, sel.Sel.Name) {
				lits = append(lits, lit)
			}
		})
	}
	return v, lits
}

// isFieldOf reports whether sel selects a field of v.
func (b *builder) isFieldOf(sel *ast.SelectorExpr, v *types.Var) bool {
	s, ok := b.pass.TypesInfo.Selections[sel]
	return ok && s.Kind() == types.FieldVal && b.objOf(sel.X) == types.Object(v)
}

// projectStruct reports whether t is (a pointer to) a struct type that
// this package declares.
func (b *builder) projectStruct(t types.Type) bool {
	n, ok := types.Unalias(derefType(t)).(*types.Named)
	if !ok || n.Obj().Pkg() != b.pass.Pkg {
		return false
	}
	_, ok = n.Underlying().(*types.Struct)
	return ok
}

// readsFieldOf reports whether e reads a field of v, in itself or through
// a local variable assigned once.
func (b *builder) readsFieldOf(e ast.Expr, v *types.Var, depth int) bool {
	if depth > 2 {
		return false
	}
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.SelectorExpr:
			if b.isFieldOf(x, v) {
				found = true
			}
		case *ast.Ident:
			if w, ok := b.pass.TypesInfo.Uses[x].(*types.Var); ok && w != v {
				if d, single := b.singleDef(w); single && d.index < 0 && b.readsFieldOf(d.expr, v, depth+1) {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// litSets reports whether lit sets field.
func litSets(lit *ast.CompositeLit, field string) bool {
	for _, elt := range lit.Elts {
		if key, val := fieldOf(elt, -1); key == field && val != nil {
			return true
		}
	}
	return false
}

// elemField returns, while the registration of an element is followed,
// the expression that the element gives the field e selects (reg.Tool
// is SearchTool in {Tool: SearchTool, ...}), or nil.
func (b *builder) elemField(e ast.Expr) ast.Expr {
	if b.elem.v == nil {
		return nil
	}
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok || !b.isFieldOf(sel, b.elem.v) {
		return nil
	}
	for _, elt := range b.elem.lit.Elts {
		if key, val := fieldOf(elt, -1); key == sel.Sel.Name {
			return val
		}
	}
	return nil
}

// elemBinding is the element whose fields stand for a loop value's while
// its registration is followed.
type elemBinding struct {
	v   *types.Var
	lit *ast.CompositeLit
}

// addTypedElements adds one registration per element of a struct-typed
// loop value that call registers (see the comment above), made by newReg.
// It reports whether it added any.
func (b *builder) addTypedElements(call *ast.CallExpr, def, handler ast.Expr, newReg func() *Registration) bool {
	v, lits := b.typedElements(def, handler, call)
	added := false
	for _, lit := range lits {
		b.elem = elemBinding{v, lit}
		r := newReg()
		if d := b.elemField(def); d != nil {
			b.fillDef(r, d, -1)
		}
		if r.Name.Known {
			b.fillHandler(r, handler, -1)
			b.m.Registrations = append(b.m.Registrations, r)
			added = true
		}
		b.elem = elemBinding{}
	}
	return added
}
