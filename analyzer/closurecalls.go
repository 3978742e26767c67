package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
)

// A server may build its tools through closures kept in local variables,
// called once per tool:
//
//	addTool := func(name, desc string, h server.ToolHandlerFunc, props map[string]any) {
//		defs = append(defs, ToolDefinition{Name: name, Handler: h, Properties: props})
//	}
//	register := func(def ToolDefinition) {
//		tools = append(tools, server.ServerTool{Tool: mcp.Tool{Name: def.Name, ...}, Handler: def.Handler})
//	}
//	addTool("get_nodes", "...", s.getNodes, map[string]any{})
//	for _, def := range defs { register(def) }
//	for _, t := range tools { s.AddTool(t.Tool, t.Handler) }
//
// Each call of such a closure stands for the closure's body read with its
// parameters bound to the call's arguments (b.bound, which origin, fold
// and follow read). A struct literal built inside the closure is then one
// value per call, and an argument that is a range loop's value over such
// a list stands for each of the list's values in turn: the list above
// holds one ServerTool per addTool call, named and served by its
// arguments. A registration made inside the closure is likewise one
// registration per call (findClosureRegistrations).

// closureCall is one value of a stored closure's parameters: a call of
// the closure, with each parameter bound to what the call passes.
type closureCall struct {
	call *ast.CallExpr
	bind map[types.Object]ast.Expr
}

// maxClosureCalls bounds how many bindings one closure's calls expand to
// (arguments that are loop values multiply).
const maxClosureCalls = 2000

// closureVar returns the local variable whose one value is lit (f :=
// func(...) {...}), or nil.
func (b *builder) closureVar(lit *ast.FuncLit) *types.Var {
	var id *ast.Ident
	switch p := b.parentOf(lit).(type) {
	case *ast.AssignStmt:
		if len(p.Lhs) == len(p.Rhs) {
			for i, r := range p.Rhs {
				if r == lit {
					id, _ = p.Lhs[i].(*ast.Ident)
				}
			}
		}
	case *ast.ValueSpec:
		for i, r := range p.Values {
			if r == lit && len(p.Names) == len(p.Values) {
				id = p.Names[i]
			}
		}
	}
	if id == nil {
		return nil
	}
	obj := b.pass.TypesInfo.ObjectOf(id)
	v, ok := obj.(*types.Var)
	if !ok || v.Parent() == nil || v.Parent() == v.Pkg().Scope() {
		return nil
	}
	if d, ok := b.singleDef(v); !ok || ast.Unparen(d.expr) != lit {
		return nil
	}
	return v
}

// closureCalls returns the bindings of the parameters of lit, a closure
// held by a local variable, at each of its calls in this package (also
// through variables that only copy it: add := addDefault); nil when lit
// is not held by one or nothing calls it.
func (b *builder) closureCalls(lit *ast.FuncLit, depth int) []closureCall {
	if depth > maxRecvDepth {
		return nil
	}
	v := b.closureVar(lit)
	if v == nil {
		return nil
	}
	var params []*types.Var
	for _, f := range lit.Type.Params.List {
		for _, n := range f.Names {
			p, _ := b.pass.TypesInfo.Defs[n].(*types.Var)
			params = append(params, p)
		}
	}
	sig, _ := b.pass.TypesInfo.TypeOf(lit).(*types.Signature)
	var out []closureCall
	for _, c := range b.calls {
		if c.fn != nil || !b.copiesClosure(c.call.Fun, v) || c.call.Ellipsis.IsValid() {
			continue
		}
		if c.call.Pos() >= lit.Pos() && c.call.End() <= lit.End() {
			continue // the closure calling itself
		}
		fixed := len(params)
		if sig != nil && sig.Variadic() {
			fixed-- // the variadic parameter stays unbound
		}
		if len(c.call.Args) < fixed {
			continue
		}
		binds := []map[types.Object]ast.Expr{{}}
		for i := 0; i < fixed; i++ {
			if params[i] == nil {
				continue
			}
			binds = b.bindArg(binds, params[i], c.call.Args[i], depth)
		}
		for _, bind := range binds {
			out = append(out, closureCall{call: c.call, bind: bind})
		}
		if len(out) > maxClosureCalls {
			return nil
		}
	}
	return out
}

// bindArg extends each binding in binds with p bound to arg, or, when arg
// is a range loop's value over a list of struct literals, with p bound to
// each literal in turn (under the bindings that built it).
func (b *builder) bindArg(binds []map[types.Object]ast.Expr, p *types.Var, arg ast.Expr, depth int) []map[types.Object]ast.Expr {
	var elems []fieldElement
	if v, rs := b.rangeValue(arg); rs != nil {
		elems = b.builtElements(v, depth+1)
	}
	if elems == nil {
		for _, bind := range binds {
			bind[p] = arg
		}
		return binds
	}
	var out []map[types.Object]ast.Expr
	for _, bind := range binds {
		for _, el := range elems {
			nb := make(map[types.Object]ast.Expr, len(bind)+len(el.bind)+1)
			for k, x := range bind {
				nb[k] = x
			}
			for k, x := range el.bind {
				nb[k] = x
			}
			nb[p] = el.lit
			out = append(out, nb)
		}
	}
	return out
}

// copiesClosure reports whether fun names v or a local variable whose one
// value is (a copy of) v.
func (b *builder) copiesClosure(fun ast.Expr, v *types.Var) bool {
	for range maxFoldDepth {
		id, ok := ast.Unparen(fun).(*ast.Ident)
		if !ok {
			return false
		}
		obj := b.pass.TypesInfo.Uses[id]
		if obj == types.Object(v) {
			return true
		}
		d, ok := b.singleDef(obj)
		if !ok || d.index >= 0 {
			return false
		}
		fun = d.expr
	}
	return false
}

// builtElements returns the struct literals that v, a range loop's
// value, takes: the elements of a local list that is declared empty or
// with a literal and then only appended to, each appended literal that
// sits in a stored closure once per call of it (with the closure's
// parameters bound). Nil when the list takes any other value or holds
// anything but struct literals.
func (b *builder) builtElements(v *types.Var, depth int) []fieldElement {
	rs := b.rangeOfValue(v)
	if rs == nil || rs.Tok != token.DEFINE || depth > maxRecvDepth {
		return nil
	}
	id, ok := ast.Unparen(rs.X).(*ast.Ident)
	if !ok {
		return nil
	}
	lv, ok := b.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || lv.Pkg() != b.pass.Pkg || lv.Parent() == nil || lv.Parent() == lv.Pkg().Scope() {
		return nil
	}
	exprs := b.localListValues(lv)
	var out []fieldElement
	for _, e := range exprs {
		e = ast.Unparen(e)
		if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
			e = ast.Unparen(u.X)
		}
		lit, ok := e.(*ast.CompositeLit)
		if !ok {
			return nil
		}
		if _, isStruct := derefType(b.pass.TypesInfo.TypeOf(lit)).Underlying().(*types.Struct); !isStruct {
			return nil
		}
		fl := b.enclosingLit(lit)
		if fl == nil || b.closureVar(fl) == nil {
			out = append(out, fieldElement{lit: lit})
			continue
		}
		for _, c := range b.closureCalls(fl, depth+1) {
			out = append(out, fieldElement{lit: lit, site: c.call, bind: c.bind})
		}
	}
	if len(out) > maxClosureCalls {
		return nil
	}
	return out
}

// withBound runs f with the parameters in bind bound (b.bound), then
// unbinds those it bound.
func (b *builder) withBound(bind map[types.Object]ast.Expr, f func()) {
	defer b.bindParams(bind)()
	f()
}

// bindParams binds in b.bound the parameters of bind not bound already,
// and returns the function that unbinds them.
func (b *builder) bindParams(bind map[types.Object]ast.Expr) (undo func()) {
	if b.bound == nil {
		b.bound = map[types.Object]ast.Expr{}
	}
	var added []types.Object
	for obj, e := range bind {
		if _, ok := b.bound[obj]; !ok {
			b.bound[obj] = e
			added = append(added, obj)
		}
	}
	return func() {
		for _, obj := range added {
			delete(b.bound, obj)
		}
	}
}

// boundField returns the value that the struct literal bound to sel's
// operand (a closure's parameter, see above) gives the field sel
// selects, or nil.
func (b *builder) boundField(sel *ast.SelectorExpr) ast.Expr {
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok || b.bound == nil {
		return nil
	}
	base, ok := b.bound[b.pass.TypesInfo.Uses[id]]
	if !ok {
		return nil
	}
	lit := b.compositeLit(base)
	if lit == nil {
		return nil
	}
	return b.litField(lit, sel.Sel.Name)
}

// findClosureRegistrations adds, for each registration of an unknown
// tool made inside a stored closure, one registration per call of the
// closure, its definition and handler read with the closure's
// parameters bound to that call's arguments.
func (b *builder) findClosureRegistrations() {
	for _, r := range slices.Clone(b.m.Registrations) {
		shift := typedShift(r.Op)
		if r.Name.Known || r.Call == nil || r.ViaHelper || r.Op != OpAddTool && r.Op != OpAddToolTyped || len(r.Call.Args) != 2+shift || r.Call.Ellipsis.IsValid() {
			continue
		}
		lit := b.enclosingLit(r.Call)
		if lit == nil {
			continue
		}
		def, handler := r.Call.Args[shift], r.Call.Args[shift+1]
		for _, c := range b.closureCalls(lit, 0) {
			b.withBound(c.bind, func() {
				nr := &Registration{SDK: r.SDK, Op: r.Op, Call: c.call, Server: r.Server}
				b.fillDef(nr, def, -1)
				if !nr.Name.Known {
					return
				}
				nr.Name.Expr = b.boundOrigin(nr.Name.Expr) // the name as the call writes it
				if lit := b.nameLiteral(nr.Name.Expr); lit != nil {
					nr.Name.Literal = lit
				}
				b.fillHandler(nr, handler, -1)
				if nr.Op == OpAddToolTyped && nr.Handler != nil {
					b.typedOutFromHandler(nr, b.handlerSig(nr.Handler))
				}
				b.m.Registrations = append(b.m.Registrations, nr)
			})
		}
	}
}

// boundOrigin follows e through the closure parameters bound to their
// arguments, to the expression a call writes.
func (b *builder) boundOrigin(e ast.Expr) ast.Expr {
	for range maxFoldDepth {
		id, ok := ast.Unparen(e).(*ast.Ident)
		if !ok {
			return e
		}
		base, ok := b.bound[b.pass.TypesInfo.Uses[id]]
		if !ok {
			return e
		}
		e = base
	}
	return e
}
