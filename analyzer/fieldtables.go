package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
)

// A server may keep each tool's name and handler in a struct literal of
// its own type, list them, and register the list element by element,
// in place or through a helper that takes one element:
//
//	tools := []ToolDefinition{{Name: "get_task", Handler: s.handleGetTask}, ...}
//	for _, t := range tools { register(srv, t) }
//	func register(srv *server.Server, def ToolDefinition) {
//		tool, _ := protocol.NewTool(def.Name, def.Description, def.Parameters)
//		srv.RegisterTool(tool, def.Handler)
//	}
//
// The registration passes a field of a struct variable (def.Handler) as
// the handler: a range loop's value over a list literal, or a parameter
// of the enclosing function that its calls in this package fill with
// such a value or a literal. Each element then registers the function in
// its handler field, under the name in its Name field, with what the SDK
// call makes of a handler's error (findFieldTables). The registration
// itself keeps its definition and schemas; these carry the handlers
// (ViaHelper).

// findFieldTables adds a registration for each element of a list whose
// fields a registration of this package registers.
func (b *builder) findFieldTables() {
	for _, r := range slices.Clone(b.m.Registrations) {
		b.forwardElementHandler(r)
		if r.Handler != nil || r.Call == nil || r.ViaHelper {
			continue
		}
		k, v, field := b.handlerField(r.Call)
		if k < 0 {
			continue
		}
		nameField := "Name"
		if r.Name.Expr != nil {
			if sel, ok := ast.Unparen(b.origin(r.Name.Expr)).(*ast.SelectorExpr); ok && b.objOf(sel.X) == types.Object(v) {
				nameField = sel.Sel.Name
			}
		}
		if r.ListDef != nil {
			// expandListed already named this one after its element.
			if lit, ok := r.ListDef.(*ast.CompositeLit); ok {
				b.addFieldRegistration(r, r.Call, k, lit, nameField, field, r.Name)
			}
			continue
		}
		if r.Name.Known {
			continue
		}
		for _, el := range b.fieldElements(v, r.Call) {
			b.withBound(el.bind, func() { b.addFieldElement(r, el, v, k, nameField, field) })
		}
	}
}

// addFieldElement adds the tool that element el registers through r,
// which passes field of v as argument k (see findFieldTables).
func (b *builder) addFieldElement(r *Registration, el fieldElement, v *types.Var, k int, nameField, field string) {
	name := Name{}
	var def *Registration
	whole := false // def is the registered definition itself, schemas and all
	if f := valueField(b, r.Def, v); f != "" {
		// s.AddTool(*t.definition, t.handler): the element's
		// definition field holds the tool value
		if def = b.fieldValueDef(el.lit, f); def == nil {
			return
		}
		name, whole = def.Name, true
	} else if f := factoryField(b, r.Def, v); f != "" {
		// s.AddTool(t.Func(), t.Handler): the element's Func is a
		// tool factory, which names the tool.
		if def = b.factoryValueDef(el.lit, f); def == nil {
			return
		}
		name = def.Name
	}
	if nr := b.addFieldRegistration(r, el.site, k, el.lit, nameField, field, name); nr != nil && def != nil {
		nr.ImportedDef = def.ImportedDef
		if whole {
			nr.InputSchema, nr.OutputSchema, nr.Def = def.InputSchema, def.OutputSchema, def.Def
		} else if def.InputSchema.Kind == SchemaJSON {
			nr.InputSchema = def.InputSchema
		}
	}
}

// handlerField returns the argument index of call that passes a field of
// a struct variable as a handler (def.Handler), the variable and the
// field's name, or -1.
func (b *builder) handlerField(call *ast.CallExpr) (int, *types.Var, string) {
	for k, arg := range call.Args {
		sel, ok := ast.Unparen(arg).(*ast.SelectorExpr)
		if !ok || !isHandlerLike(b.pass.TypesInfo.TypeOf(sel)) {
			continue
		}
		if s, ok := b.pass.TypesInfo.Selections[sel]; !ok || s.Kind() != types.FieldVal {
			continue
		}
		if v, ok := b.objOf(sel.X).(*types.Var); ok {
			return k, v, sel.Sel.Name
		}
	}
	return -1, nil, ""
}

func (b *builder) objOf(e ast.Expr) types.Object {
	if id, ok := ast.Unparen(e).(*ast.Ident); ok {
		return b.pass.TypesInfo.Uses[id]
	}
	return nil
}

// fieldElement is a struct literal that a registration reads the fields
// of, and the call it is registered by (the registration's, or the call
// of the helper that passed it).
type fieldElement struct {
	lit  *ast.CompositeLit
	site *ast.CallExpr
	// bind holds the parameters of the functions that built lit, bound
	// to their calls' arguments (recvelems.go), or nil.
	bind map[types.Object]ast.Expr
}

// fieldElements returns the struct literals that v takes at at: the
// elements of the list a range loop declaring v goes over, or, when v
// is an unassigned parameter of the function enclosing at, the
// literals its calls in this package pass (a literal, or a range value
// over a list).
func (b *builder) fieldElements(v *types.Var, at *ast.CallExpr) []fieldElement {
	if lits := b.rangedLiterals(v); lits != nil {
		return elementsAt(lits, at)
	}
	if els := b.builtElements(v, 0); els != nil {
		for i := range els {
			els[i].site = at
		}
		return els
	}
	decl, idx := b.paramDecl(v, at)
	if decl == nil {
		return nil
	}
	fn, _ := b.pass.TypesInfo.Defs[decl.Name].(*types.Func)
	var out []fieldElement
	for _, c := range b.calls {
		if c.fn == nil || c.fn.Origin() != fn || idx >= len(c.call.Args) || c.call.Ellipsis.IsValid() || b.methodExpr(c.call) {
			continue
		}
		arg := ast.Unparen(c.call.Args[idx])
		if lit, ok := arg.(*ast.CompositeLit); ok {
			out = append(out, fieldElement{lit: lit, site: c.call})
			continue
		}
		if av, ok := b.objOf(arg).(*types.Var); ok {
			out = append(out, elementsAt(b.rangedLiterals(av), c.call)...)
		}
	}
	return out
}

// paramDecl returns the declaration enclosing at and the index of v
// among its parameters, when v is one that its body never assigns.
func (b *builder) paramDecl(v *types.Var, at ast.Node) (*ast.FuncDecl, int) {
	if len(b.defs[v]) > 0 {
		return nil, -1
	}
	decl := b.enclosingDecl(at)
	idx := b.paramIndex(v, at)
	if decl == nil || idx < 0 {
		return nil, -1
	}
	return decl, idx
}

func elementsAt(lits []*ast.CompositeLit, site *ast.CallExpr) []fieldElement {
	var out []fieldElement
	for _, l := range lits {
		out = append(out, fieldElement{lit: l, site: site})
	}
	return out
}

// rangedLiterals returns the struct literals of the list that a range
// loop declaring v as its value goes over: a list literal held by a
// variable of this package assigned once, or written in the loop.
func (b *builder) rangedLiterals(v *types.Var) []*ast.CompositeLit {
	rs := b.rangeOfValue(v)
	if rs == nil || len(b.defs[v]) > 1 {
		return nil
	}
	x := ast.Unparen(rs.X)
	if lit, ok := x.(*ast.CompositeLit); ok {
		return b.listElements(lit)
	}
	if sel, ok := x.(*ast.SelectorExpr); ok {
		// for _, t := range group.Tools, inside a loop over the groups:
		// the elements of every group's Tools list.
		outer, ok := b.objOf(sel.X).(*types.Var)
		if !ok || outer == v {
			return nil
		}
		var out []*ast.CompositeLit
		for _, g := range b.rangedLiterals(outer) {
			for _, elt := range g.Elts {
				if key, val := fieldOf(elt, -1); key == sel.Sel.Name {
					out = append(out, b.listElements(val)...)
				}
			}
		}
		return out
	}
	lv, ok := b.objOf(x).(*types.Var)
	if !ok || lv.Pkg() != b.pass.Pkg || len(b.defs[lv]) != 1 || b.defs[lv][0].index >= 0 {
		return nil // another package's, or assigned again: the list may change
	}
	list := b.defs[lv][0].expr
	if call, ok := ast.Unparen(list).(*ast.CallExpr); ok && len(call.Args) == 0 {
		// tools := s.defineTools(): the list literal it returns
		if fn := b.callee(call); fn != nil && b.decls[fn.Origin()] != nil {
			list = b.singleReturn(call, -1)
		}
	}
	return b.listElements(list)
}

// addFieldRegistration adds the tool that element lit registers through
// r: named by its nameField (or name, when known already), served by the
// function in its handlerField, whose errors become what r's call makes
// of its handler argument k.
func (b *builder) addFieldRegistration(r *Registration, site *ast.CallExpr, k int, lit *ast.CompositeLit, nameField, handlerField string, name Name) *Registration {
	var nameExpr, handler ast.Expr
	for _, elt := range lit.Elts {
		switch key, val := fieldOf(elt, -1); key {
		case nameField:
			nameExpr = val
		case handlerField:
			handler = val
		}
	}
	if handler == nil {
		return nil
	}
	if !name.Known {
		if nameExpr == nil {
			return nil
		}
		if name = b.name(nameExpr); !name.Known {
			return nil
		}
	}
	s := b.argSink(r.Call, k, 0)
	nr := &Registration{SDK: r.SDK, Op: r.Op, Call: site, Name: name, Server: ServerRef{Param: -1}, ViaHelper: true}
	nr.Errors, nr.Handler = b.decide(nr, b.follow(handler, 0), s.errs, s.code, s.why)
	if nr.Handler == nil {
		return nil
	}
	nr.Handler.Tools = append(nr.Handler.Tools, nr)
	nr.InputSchema = b.elementInputSchema(r, lit)
	b.m.Registrations = append(b.m.Registrations, nr)
	return nr
}

// elementInputSchema is the input schema that r's definition gives the
// tool of element lit when it takes it from a field of the element:
// go-mcp's protocol.NewTool(def.Name, def.Description, def.Parameters)
// reflects the schema from the struct in lit's Parameters. SchemaNone
// otherwise: the schema is the registration's own, for every element.
func (b *builder) elementInputSchema(r *Registration, lit *ast.CompositeLit) Schema {
	call, ok := ast.Unparen(r.Def).(*ast.CallExpr)
	if !ok || len(call.Args) != 3 || OpOf(b.callee(call)) != OpNewTool || sdkOfPath(b.callee(call).Pkg().Path()) != GoMCP {
		return Schema{}
	}
	sel, ok := ast.Unparen(call.Args[2]).(*ast.SelectorExpr)
	if !ok || !types.Identical(derefType(b.pass.TypesInfo.TypeOf(sel.X)), b.pass.TypesInfo.TypeOf(lit)) {
		return Schema{}
	}
	for _, elt := range lit.Elts {
		if key, val := fieldOf(elt, -1); key == sel.Sel.Name {
			return b.reflectedInput(val)
		}
	}
	return Schema{}
}

// factoryField returns F when def calls field F of v (t.Func()), else "".
func factoryField(b *builder, def ast.Expr, v *types.Var) string {
	call, ok := ast.Unparen(def).(*ast.CallExpr)
	if !ok || len(call.Args) != 0 {
		return ""
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || b.objOf(sel.X) != types.Object(v) {
		return ""
	}
	return sel.Sel.Name
}

// valueField returns the field of v that def, a registration's
// definition argument, reads (*t.definition, t.tool), or "".
func valueField(b *builder, def ast.Expr, v *types.Var) string {
	e := ast.Unparen(def)
	if st, ok := e.(*ast.StarExpr); ok {
		e = ast.Unparen(st.X)
	}
	sel, ok := e.(*ast.SelectorExpr)
	if !ok || b.objOf(sel.X) != types.Object(v) {
		return ""
	}
	return sel.Sel.Name
}

// fieldValueDef reads the definition that field f of element lit holds:
// a definition call, or a variable (&tool) set once from one. Nil when it
// names no tool.
func (b *builder) fieldValueDef(lit *ast.CompositeLit, f string) *Registration {
	for _, elt := range lit.Elts {
		key, val := fieldOf(elt, -1)
		if key != f {
			continue
		}
		e := ast.Unparen(val)
		if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
			e = ast.Unparen(u.X)
		}
		switch e := e.(type) {
		case *ast.CallExpr, *ast.Ident: // a definition call, or a variable fillDef follows
		case *ast.CompositeLit:
			// a tool literal, named by what the element was built
			// under (closurecalls.go)
			if len(b.bound) == 0 || !isToolType(derefType(b.pass.TypesInfo.TypeOf(e))) {
				return nil
			}
		default:
			return nil
		}
		r := &Registration{}
		b.fillDef(r, e, -1)
		if !r.Name.Known {
			return nil
		}
		if id, ok := ast.Unparen(r.Def).(*ast.Ident); ok {
			// the definition is the call the variable holds
			// (tool := mcp.NewTool(...); ...&tool: taking the address
			// records a def without a value)
			var call ast.Expr
			for _, d := range b.defs[b.pass.TypesInfo.Uses[id]] {
				if d.expr == nil {
					continue
				}
				if call != nil || d.index >= 0 {
					call = nil
					break
				}
				call = d.expr
			}
			if call != nil {
				r.Def = call
			}
		}
		return r
	}
	return nil
}

// factoryValueDef reads the definition that the function in field f of
// element lit returns: a factory of this package (its one return) or of
// another (its FactoryFact). Nil when it names no tool.
func (b *builder) factoryValueDef(lit *ast.CompositeLit, f string) *Registration {
	for _, elt := range lit.Elts {
		key, val := fieldOf(elt, -1)
		if key != f {
			continue
		}
		id := namingIdent(val)
		if id == nil {
			return nil
		}
		fn, ok := b.pass.TypesInfo.Uses[id].(*types.Func)
		if !ok {
			return nil
		}
		r := &Registration{}
		if decl := b.decls[fn]; decl != nil {
			ret := b.singleReturn(&ast.CallExpr{Fun: val}, -1)
			if ret == nil {
				return nil
			}
			b.fillDef(r, ret, -1)
		} else {
			b.importedDef(r, &ast.CallExpr{Fun: val})
		}
		if !r.Name.Known {
			return nil
		}
		r.Name.Expr = val
		return r
	}
	return nil
}

// forwardElementHandler reads a registration of a listed element (r's
// Elem) whose handler is one closure for every element that calls
// the element's own handler field and returns what it returns:
//
//	for _, tool := range GetTools() {
//		s.AddTool(mcp.NewTool(tool.Name, tool.Opts...), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
//			handler, ok := tool.Handler.(func(map[string]any) (*mcp.CallToolResult, error))
//			if !ok {
//				return nil, fmt.Errorf("invalid handler for %s", tool.Name)
//			}
//			return handler(req.GetArguments())
//		})
//	}
//
// The tool's handler is then the function in the element's field; its
// errors reach the SDK as the closure's do.
func (b *builder) forwardElementHandler(r *Registration) {
	el := r.Elem
	if el == nil || r.Handler == nil {
		return
	}
	lit, ok := r.Handler.FuncNode().(*ast.FuncLit)
	if !ok {
		return
	}
	field := b.forwardedField(lit)
	if field == "" {
		return
	}
	for _, elt := range el.Elts {
		key, val := fieldOf(elt, -1)
		if key != field {
			continue
		}
		adapter := r.Handler
		errs, h := b.decide(r, b.follow(val, 0), r.Errors, adapter.ErrorCode, r.Why)
		if h == nil {
			return
		}
		if h.SDK == SDKUnknown {
			h.SDK = r.SDK
		}
		r.Errors, r.Handler = errs, h
		h.Tools = append(h.Tools, r)
		adapter.Tools = slices.DeleteFunc(adapter.Tools, func(t *Registration) bool { return t == r })
		if len(adapter.Tools) == 0 {
			// Only a forwarder: its own failure (the assertion) is the
			// server's wiring, not a tool's.
			b.m.Handlers = slices.DeleteFunc(b.m.Handlers, func(x *Handler) bool { return x == adapter })
		}
		return
	}
}

// forwardedField returns F when lit returns, as its tool answer, the call
// of field F of a range value (tool.F(...)), directly or through a type
// assertion (h, ok := tool.F.(func...); return h(...)); "" otherwise.
func (b *builder) forwardedField(lit *ast.FuncLit) string {
	info := b.pass.TypesInfo
	field := ""
	fieldOfRange := func(e ast.Expr) string {
		e = ast.Unparen(e)
		if ta, ok := e.(*ast.TypeAssertExpr); ok {
			e = ast.Unparen(ta.X)
		}
		sel, ok := e.(*ast.SelectorExpr)
		if !ok {
			return ""
		}
		v, ok := b.objOf(sel.X).(*types.Var)
		if !ok || b.rangeOfValue(v) == nil {
			return ""
		}
		return sel.Sel.Name
	}
	forEachReturn(lit.Body, func(ret *ast.ReturnStmt) {
		if len(ret.Results) != 1 {
			return
		}
		call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr)
		if !ok {
			return
		}
		f := fieldOfRange(call.Fun)
		if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok && f == "" {
			if v, ok := info.Uses[id].(*types.Var); ok && len(b.defs[v]) == 1 {
				f = fieldOfRange(b.defs[v][0].expr)
			}
		}
		if f != "" {
			field = f
		}
	})
	return field
}
