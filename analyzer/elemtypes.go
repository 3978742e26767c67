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
func (b *builder) typedElements(def, handler ast.Expr, call *ast.CallExpr) (*types.Var, []fieldElement) {
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
	var recv []fieldElement
	if b.rangeOfValue(v) == nil && b.paramIndex(v, call) < 0 {
		// neither a loop value nor a parameter: a method's receiver?
		if recv = b.receiverElements(v, call); recv == nil {
			return nil, nil
		}
	}
	if !b.readsFieldOf(handler, v, 0) {
		return nil, nil
	}
	if recv != nil {
		return v, recv
	}
	lits := b.fieldElements(v, call)
	if lits == nil {
		t := derefType(v.Type())
		b.walkSource(kCompositeLit, func(_ *ast.File, n ast.Node) {
			lit := n.(*ast.CompositeLit)
			if tv := b.pass.TypesInfo.TypeOf(lit); tv != nil && types.Identical(tv, t) && b.litField(lit, sel.Sel.Name) != nil && b.inLiveDecl(lit) {
				lits = append(lits, fieldElement{lit: lit})
			}
		})
	}
	return v, lits
}

// inLiveDecl reports whether the top-level function or variable that
// holds n is exported or used in this package: a table nothing refers
// to (var deprecatedTools = []ToolRegistration{...}) registers nothing.
func (b *builder) inLiveDecl(n ast.Node) bool {
	f := b.fileOf(n)
	if f == nil {
		return false
	}
	var names []*ast.Ident
	for _, d := range f.Decls {
		if d.Pos() > n.Pos() || n.End() > d.End() {
			continue
		}
		switch d := d.(type) {
		case *ast.FuncDecl:
			names = []*ast.Ident{d.Name}
		case *ast.GenDecl:
			for _, spec := range d.Specs {
				if vs, ok := spec.(*ast.ValueSpec); ok && vs.Pos() <= n.Pos() && n.End() <= vs.End() {
					names = vs.Names
				}
			}
		}
	}
	for _, id := range names {
		obj := b.pass.TypesInfo.Defs[id]
		if obj == nil {
			continue
		}
		if id.IsExported() {
			return true
		}
		for _, used := range b.pass.TypesInfo.Uses {
			if used == obj {
				return true
			}
		}
	}
	return false
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
// a local variable assigned it.
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
			// handler := reg.Handler; if mw != nil { handler = mw(handler) }
			if w, ok := b.pass.TypesInfo.Uses[x].(*types.Var); ok && w != v && w.Pkg() == b.pass.Pkg && w.Parent() != w.Pkg().Scope() {
				for _, d := range b.defs[w] {
					if d.expr != nil && d.index < 0 && b.readsFieldOf(d.expr, v, depth+1) {
						found = true
					}
				}
			}
		}
		return !found
	})
	return found
}

// litField returns the value struct literal lit gives field, keyed or
// in its place ({objectTool("get_entry", ...), s.GetEntry}), or nil.
func (b *builder) litField(lit *ast.CompositeLit, field string) ast.Expr {
	var names []string
	if st, ok := derefType(b.pass.TypesInfo.TypeOf(lit)).Underlying().(*types.Struct); ok {
		for i := range st.NumFields() {
			names = append(names, st.Field(i).Name())
		}
	}
	for i, elt := range lit.Elts {
		if key, val := fieldOf(elt, i, names...); key == field {
			return val
		}
	}
	return nil
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
	return b.litField(b.elem.lit, sel.Sel.Name)
}

// elemBinding is the element whose fields stand for a loop value's while
// its registration is followed.
type elemBinding struct {
	v   *types.Var
	lit *ast.CompositeLit
}

// bindElement makes el the element that stands for v, with the
// parameters its literal was built under bound (recvelems.go), and
// returns the function that undoes it.
func (b *builder) bindElement(v *types.Var, el fieldElement) (undo func()) {
	b.elem = elemBinding{v, el.lit}
	unbind := b.bindParams(el.bind)
	return func() {
		unbind()
		b.elem = elemBinding{}
	}
}

// findTypedElements replaces each registration of an unknown tool whose
// definition is a field of a struct-typed loop value by one registration
// per element (see the comment above). It runs once the package's tool
// constructors are known (findConstructors), which often name the
// elements' definitions ({objectTool("get_entry", ...), s.GetEntry}).
func (b *builder) findTypedElements() {
	regs := b.m.Registrations
	var out []*Registration
	for _, r := range regs {
		if r.Op != OpAddTool && r.Op != OpAddToolTyped || r.Call == nil || r.ViaHelper || r.Handler != nil && r.Op != OpAddToolTyped || r.Name.Known ||
			len(r.Call.Args) != 2+typedShift(r.Op) || r.Call.Ellipsis.IsValid() {
			out = append(out, r)
			continue
		}
		elems := b.typedElementRegs(r)
		if elems == nil {
			out = append(out, r)
			continue
		}
		out = append(out, elems...)
	}
	b.m.Registrations = out
}

// typedElementRegs returns one registration per element that r's loop
// registers, those whose definition the model can name.
func (b *builder) typedElementRegs(r *Registration) []*Registration {
	shift := typedShift(r.Op)
	def, handler := r.Call.Args[shift], r.Call.Args[shift+1]
	v, elems := b.typedElements(def, handler, r.Call)
	var out []*Registration
	for _, el := range elems {
		undo := b.bindElement(v, el)
		nr := &Registration{SDK: r.SDK, Op: r.Op, Call: r.Call, Server: r.Server}
		if d := b.elemField(def); d != nil {
			b.fillDef(nr, d, -1)
		}
		if id, ok := ast.Unparen(nr.Name.Expr).(*ast.Ident); ok && el.bind != nil {
			if arg, bound := el.bind[b.pass.TypesInfo.Uses[id]]; bound {
				nr.Name.Expr = arg // the name as the constructor's call writes it
			}
		}
		if nr.Name.Known {
			b.fillHandler(nr, handler, -1)
			if nr.Op == OpAddToolTyped && nr.Handler != nil {
				b.typedOutFromHandler(nr, b.handlerSig(nr.Handler))
			}
			out = append(out, nr)
		}
		undo()
	}
	return out
}

// typedShift is the index of the definition among the arguments of a
// registration of op: go-sdk's mcp.AddTool(s, tool, h) takes the server
// first.
func typedShift(op Op) int {
	if op == OpAddToolTyped {
		return 1
	}
	return 0
}

// handlerSig is h's signature, a function's or a literal's.
func (b *builder) handlerSig(h *Handler) types.Type {
	if h.Lit != nil {
		return b.pass.TypesInfo.TypeOf(h.Lit)
	}
	if sig := h.Type(); sig != nil {
		return sig
	}
	return types.Typ[types.Invalid]
}
