package analyzer

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"path/filepath"
	"sort"
)

// UnreadNote says what part of a server the model could not read and
// which tools that leaves without findings, for -v and -json output.
type UnreadNote struct {
	Pos  token.Pos
	What string
}

// mwIndex holds what reading middleware values needs beyond builder's
// variable definitions: every write to a struct field, every static call
// of a function of this package, the functions used as values, and the
// range statements that define loop variables. Built on first use.
type mwIndex struct {
	fieldWrites map[*types.Var][]ast.Expr // a nil entry: a write the model cannot read
	calls       map[*types.Func][]*ast.CallExpr
	asValue     map[*types.Func]bool
	rangeOf     map[types.Object]*ast.RangeStmt
	notes       map[token.Pos]int // middleware position → index in Model.Unread
	noteTools   map[token.Pos]int
	slots       map[types.Object]int // slots read as transparent → MiddlewareSlotFact.Param
	params      map[*types.Var]paramPos
	effects     map[ast.Expr]mwResult // middleware argument of an installing call → its effect
	installs    map[*ast.CallExpr]installOn
}

type paramPos struct {
	fn    *types.Func
	index int
}

type installOn struct {
	ctors []*ast.CallExpr
	ok    bool
}

func (b *builder) mwIdx() *mwIndex {
	if b.mwx != nil {
		return b.mwx
	}
	x := &mwIndex{
		fieldWrites: map[*types.Var][]ast.Expr{},
		calls:       map[*types.Func][]*ast.CallExpr{},
		asValue:     map[*types.Func]bool{},
		rangeOf:     map[types.Object]*ast.RangeStmt{},
		notes:       map[token.Pos]int{},
		noteTools:   map[token.Pos]int{},
		slots:       map[types.Object]int{},
		params:      map[*types.Var]paramPos{},
		effects:     map[ast.Expr]mwResult{},
		installs:    map[*ast.CallExpr]installOn{},
	}
	b.mwx = x
	info := b.pass.TypesInfo
	field := func(e ast.Expr) *types.Var {
		if sel, ok := info.Selections[asSelector(e)]; ok && sel.Kind() == types.FieldVal {
			v, _ := sel.Obj().(*types.Var)
			return v
		}
		return nil
	}
	callee := map[ast.Expr]bool{}
	for _, c := range b.calls {
		fun := ast.Unparen(c.call.Fun)
		callee[fun] = true
		if sel, ok := fun.(*ast.SelectorExpr); ok {
			callee[sel.Sel] = true
		}
		if c.fn != nil && b.decls[c.fn.Origin()] != nil {
			x.calls[c.fn.Origin()] = append(x.calls[c.fn.Origin()], c.call)
		}
	}
	b.walk(kCompositeLit|kAssign|kUnary|kRange, func(n ast.Node) {
		switch n := n.(type) {
		case *ast.CompositeLit:
			st, ok := types.Unalias(info.TypeOf(n)).Underlying().(*types.Struct)
			if !ok {
				break
			}
			for i, elt := range n.Elts {
				if kv, ok := elt.(*ast.KeyValueExpr); ok {
					if id, ok := kv.Key.(*ast.Ident); ok {
						if v, ok := info.Uses[id].(*types.Var); ok {
							x.fieldWrites[v] = append(x.fieldWrites[v], kv.Value)
						}
					}
				} else if i < st.NumFields() {
					x.fieldWrites[st.Field(i)] = append(x.fieldWrites[st.Field(i)], elt)
				}
			}
		case *ast.AssignStmt:
			for i, lhs := range n.Lhs {
				if _, ok := ast.Unparen(lhs).(*ast.SelectorExpr); !ok {
					continue
				}
				if v := field(lhs); v != nil {
					var val ast.Expr
					if len(n.Lhs) == len(n.Rhs) && n.Tok == token.ASSIGN {
						val = n.Rhs[i]
					}
					x.fieldWrites[v] = append(x.fieldWrites[v], val)
				}
			}
		case *ast.UnaryExpr:
			if _, ok := ast.Unparen(n.X).(*ast.SelectorExpr); ok && n.Op == token.AND {
				if v := field(n.X); v != nil {
					x.fieldWrites[v] = append(x.fieldWrites[v], nil)
				}
			}
		case *ast.RangeStmt:
			if id, ok := n.Value.(*ast.Ident); ok {
				if obj := info.ObjectOf(id); obj != nil {
					x.rangeOf[obj] = n
				}
			}
		}
	})
	// A function of the package used other than as the callee of a call.
	// (Reading the uses is cheaper than walking every identifier.)
	for id, obj := range info.Uses {
		if fn, ok := obj.(*types.Func); ok && !callee[id] && b.decls[fn.Origin()] != nil {
			x.asValue[fn.Origin()] = true
		}
	}
	return x
}

// mwResult is what a middleware value (or a list of them) does to
// handler errors; at and why say where and why the model could not read
// it when eff is unknown.
type mwResult struct {
	eff effect
	at  token.Pos
	why string
}

var transparent = mwResult{eff: passes}

func unreadMW(at ast.Node, why string) mwResult {
	return mwResult{eff: unknown, at: at.Pos(), why: why}
}

// chainResults combines middlewares installed together: one that
// converts errors wins, then one that cannot be read.
func chainResults(a, c mwResult) mwResult {
	switch {
	case a.eff == converts:
		return a
	case c.eff == converts:
		return c
	case a.eff == unknown:
		return a
	}
	return c
}

// eitherResults combines values of which one is installed at run time:
// the same effect, else unknown.
func eitherResults(at ast.Node, rs []mwResult) mwResult {
	if len(rs) == 0 {
		return unreadMW(at, "chosen at run time")
	}
	for _, r := range rs {
		if r.eff == unknown {
			return r
		}
		if r.eff != rs[0].eff {
			return unreadMW(at, "chosen at run time between middleware that passes errors on and middleware that converts them")
		}
	}
	return rs[0]
}

// mwReader resolves middleware expressions; seen breaks cycles through
// variables and fields (x.mws = append(x.mws, m)).
type mwReader struct {
	b    *builder
	seen map[types.Object]bool
}

// middlewareEffectOf is what the middleware argument e of an installing
// call does to handler errors; spread is set for the "mws..." argument.
func (b *builder) middlewareEffectOf(e ast.Expr, spread bool) mwResult {
	return memo(b.mwIdx().effects, e, func() mwResult {
		r := &mwReader{b: b, seen: map[types.Object]bool{}}
		return r.value(e, spread, 0)
	})
}

// value resolves e: one middleware, or a list of them when list is set.
func (r *mwReader) value(e ast.Expr, list bool, depth int) mwResult {
	b := r.b
	info := b.pass.TypesInfo
	e = ast.Unparen(e)
	if depth > maxFoldDepth {
		return unreadMW(e, "built too deep for the model")
	}
	if fn := b.funcObj(e); fn != nil && !list {
		if w := b.wrapperOf(fn); w != nil {
			return mwResult{eff: w.effect, at: e.Pos(), why: "middleware that the model cannot tell passes errors on or converts them"}
		}
		return unreadMW(e, "a function the model cannot read as middleware")
	}
	switch x := e.(type) {
	case *ast.FuncLit:
		if !list {
			if w := b.wrapperFromFunc(info.TypeOf(x).(*types.Signature), x.Body); w != nil {
				return mwResult{eff: w.effect, at: x.Pos(), why: "middleware that the model cannot tell passes errors on or converts them"}
			}
		}
	case *ast.Ident:
		if isNilIdent(info, x) {
			return transparent
		}
		return r.variable(x, info.Uses[x], list, depth)
	case *ast.SelectorExpr:
		if sel, ok := info.Selections[x]; ok && sel.Kind() == types.FieldVal {
			return r.field(x, sel.Obj().(*types.Var), list, depth)
		}
		if v, ok := info.Uses[x.Sel].(*types.Var); ok {
			return unreadMW(x, "a variable of package "+v.Pkg().Name())
		}
	case *ast.CompositeLit:
		if list {
			out := transparent
			for _, elt := range x.Elts {
				if kv, ok := elt.(*ast.KeyValueExpr); ok {
					elt = kv.Value
				}
				out = chainResults(out, r.value(elt, false, depth+1))
			}
			return out
		}
	case *ast.IndexExpr:
		if !list {
			// One element of a collection, chosen at run time: all must agree.
			return r.elements(x, x.X, depth)
		}
	case *ast.CallExpr:
		return r.call(x, list, depth)
	}
	return unreadMW(e, "chosen at run time")
}

// elements is the effect of any one element of collection e, chosen at
// run time: the elements of a literal must agree; elements the model
// cannot list must all pass errors on.
func (r *mwReader) elements(at, e ast.Expr, depth int) mwResult {
	if lit, ok := ast.Unparen(r.b.origin(e)).(*ast.CompositeLit); ok {
		var rs []mwResult
		for _, elt := range lit.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				elt = kv.Value
			}
			rs = append(rs, r.value(elt, false, depth+1))
		}
		return eitherResults(at, rs)
	}
	if all := r.value(e, true, depth+1); all.eff != converts {
		return all
	}
	return unreadMW(at, "chosen at run time from a collection that holds middleware that converts errors")
}

// variable resolves a variable: its assignments in this package, the
// collection a range loop takes it from, the arguments of a parameter.
func (r *mwReader) variable(id *ast.Ident, obj types.Object, list bool, depth int) mwResult {
	b := r.b
	v, ok := obj.(*types.Var)
	if !ok || v.Pkg() != b.pass.Pkg {
		return unreadMW(id, "chosen at run time")
	}
	if r.seen[v] {
		return transparent // the other assignments decide
	}
	r.seen[v] = true
	defer delete(r.seen, v)
	if rs := b.mwIdx().rangeOf[v]; rs != nil && !list {
		// for _, mw := range mws { s.Use(mw) }: every element is installed.
		return r.value(rs.X, true, depth+1)
	}
	defs := b.defs[v]
	if len(defs) == 0 {
		if fn, index := b.paramOf(v); fn != nil {
			return r.param(id, fn, index, list, depth)
		}
		return unreadMW(id, "a variable the model cannot follow")
	}
	var rs []mwResult
	for _, d := range defs {
		switch {
		case d.expr == nil:
			return unreadMW(id, "a variable the model cannot follow")
		case d.index >= 0:
			call, ok := ast.Unparen(d.expr).(*ast.CallExpr)
			ret := (*ast.CallExpr)(nil)
			if ok {
				if e, ok := b.singleReturn(call, d.index).(*ast.CallExpr); ok {
					ret = e
				}
			}
			if ret == nil {
				return unreadMW(id, "a variable the model cannot follow")
			}
			rs = append(rs, r.value(ret, list, depth+1))
		default:
			rs = append(rs, r.value(d.expr, list, depth+1))
		}
	}
	return eitherResults(id, rs)
}

// field resolves a struct field from its writes in this package. An
// exported field that this package never sets is a slot its importers
// fill: assumed transparent (docs/checks/errlayer.md, "Middleware").
func (r *mwReader) field(x *ast.SelectorExpr, v *types.Var, list bool, depth int) mwResult {
	if r.seen[v] {
		return transparent
	}
	r.seen[v] = true
	defer delete(r.seen, v)
	writes := r.b.mwIdx().fieldWrites[v]
	if len(writes) == 0 {
		if v.Exported() {
			r.b.slotUsed(v, -1)
			return transparent
		}
		return unreadMW(x, "a field the model cannot follow")
	}
	var rs []mwResult
	for _, w := range writes {
		if w == nil {
			return unreadMW(x, "a field the model cannot follow")
		}
		rs = append(rs, r.value(w, list, depth+1))
	}
	return eitherResults(x, rs)
}

// param resolves parameter index of fn from the arguments of its calls in
// this package. The parameter of an exported function or method is a slot
// its importers fill: assumed transparent.
func (r *mwReader) param(id *ast.Ident, fn *types.Func, index int, list bool, depth int) mwResult {
	idx := r.b.mwIdx()
	if fn.Exported() {
		r.b.slotUsed(fn, index)
		return transparent
	}
	if idx.asValue[fn] {
		return unreadMW(id, "a parameter of "+fn.Name()+", which is called through a function value")
	}
	sig := fn.Type().(*types.Signature)
	var rs []mwResult
	for _, call := range idx.calls[fn] {
		switch {
		case sig.Variadic() && index == sig.Params().Len()-1 && !call.Ellipsis.IsValid():
			out := transparent
			for _, a := range call.Args[min(index, len(call.Args)):] {
				out = chainResults(out, r.value(a, false, depth+1))
			}
			rs = append(rs, out)
		case index < len(call.Args):
			rs = append(rs, r.value(call.Args[index], list, depth+1))
		}
	}
	if len(rs) == 0 {
		return transparent // never called: nothing installed
	}
	return eitherResults(id, rs)
}

// call resolves a call that returns middleware: a conversion, append, a
// function of this package (its returns), of another package (its
// MiddlewareFact).
func (r *mwReader) call(x *ast.CallExpr, list bool, depth int) mwResult {
	b := r.b
	info := b.pass.TypesInfo
	if tv, ok := info.Types[x.Fun]; ok && tv.IsType() && len(x.Args) == 1 {
		return r.value(x.Args[0], list, depth+1)
	}
	if id, ok := ast.Unparen(x.Fun).(*ast.Ident); ok && list && len(x.Args) > 0 {
		if _, ok := info.Uses[id].(*types.Builtin); ok && id.Name == "append" {
			out := r.value(x.Args[0], true, depth+1)
			for i, a := range x.Args[1:] {
				spread := x.Ellipsis.IsValid() && i == len(x.Args)-2
				out = chainResults(out, r.value(a, spread, depth+1))
			}
			return out
		}
	}
	fn := b.callee(x)
	if fn == nil {
		return unreadMW(x, "chosen at run time (the result of a function value)")
	}
	if decl := b.decls[fn.Origin()]; decl != nil && decl.Body != nil {
		var rs []mwResult
		forEachReturn(decl.Body, func(ret *ast.ReturnStmt) {
			if len(ret.Results) == 0 {
				rs = append(rs, unreadMW(ret, "returned through named results"))
				return
			}
			rs = append(rs, r.value(ret.Results[0], list, depth+1))
		})
		return eitherResults(x, rs)
	}
	var fact MiddlewareFact
	if !list && b.pass.ImportObjectFact(fn, &fact) {
		return mwResult{eff: effect(fact.Effect), at: x.Pos(), why: "built by " + fn.Name() + " in package " + fn.Pkg().Name() + ", which the model cannot read"}
	}
	if sig, ok := fn.Type().(*types.Signature); ok && sig.Recv() != nil && types.IsInterface(sig.Recv().Type()) {
		return unreadMW(x, "chosen at run time (returned by the interface method "+fn.Name()+")")
	}
	return unreadMW(x, "returned by "+fn.Name()+", which the model cannot read")
}

// paramOf returns the function of this package that declares v as a
// parameter, and its index.
func (b *builder) paramOf(v *types.Var) (*types.Func, int) {
	p := memo(b.mwIdx().params, v, func() paramPos {
		fn, index := b.findParam(v)
		return paramPos{fn, index}
	})
	return p.fn, p.index
}

// memo returns m[k], computing and storing it with f the first time.
func memo[K comparable, V any](m map[K]V, k K, f func() V) V {
	if v, ok := m[k]; ok {
		return v
	}
	v := f()
	m[k] = v
	return v
}

func (b *builder) findParam(v *types.Var) (*types.Func, int) {
	for fn, decl := range b.decls {
		if decl.Type.Params == nil || v.Pos() < decl.Type.Params.Pos() || v.Pos() > decl.Type.Params.End() {
			continue
		}
		params := fn.Type().(*types.Signature).Params()
		for i := range params.Len() {
			if params.At(i) == v {
				return fn.Origin(), i
			}
		}
	}
	return nil, -1
}

// MiddlewareFact is exported for a function that returns middleware (an
// mcp-go ToolHandlerMiddleware, a go-sdk mcp.Middleware, a user type of
// that shape), with what the middleware does to handler errors (Effect as
// in WrapperFact).
type MiddlewareFact struct {
	Effect int
}

func (*MiddlewareFact) AFact() {}
func (f *MiddlewareFact) String() string {
	return "middleware " + [...]string{"passes", "converts", "unknown"}[f.Effect]
}

// exportMiddlewareFact exports a MiddlewareFact for fn when it returns
// middleware: Logging(l) in one package, installed in another.
func (b *builder) exportMiddlewareFact(fn *types.Func) {
	res := fn.Type().(*types.Signature).Results()
	if !fn.Exported() || res.Len() != 1 || !isMiddlewareType(res.At(0).Type()) {
		return
	}
	decl := b.decls[fn.Origin()]
	if decl == nil || decl.Body == nil {
		return
	}
	var rs []mwResult
	r := &mwReader{b: b, seen: map[types.Object]bool{}}
	forEachReturn(decl.Body, func(ret *ast.ReturnStmt) {
		if len(ret.Results) == 1 {
			rs = append(rs, r.value(ret.Results[0], false, 0))
		} else {
			rs = append(rs, unreadMW(ret, ""))
		}
	})
	if len(rs) > 0 {
		b.pass.ExportObjectFact(fn, &MiddlewareFact{Effect: int(eitherResults(decl, rs).eff)})
	}
}

// isMiddlewareType reports whether t is a function from a handler to a
// handler.
func isMiddlewareType(t types.Type) bool {
	sig, ok := types.Unalias(t).Underlying().(*types.Signature)
	return ok && sig.Params().Len() == 1 && sig.Results().Len() == 1 &&
		isHandlerFunc(sig.Params().At(0).Type()) && isHandlerFunc(sig.Results().At(0).Type())
}

// noteUnread records that one more tool's errors are unknown because of
// the middleware that res describes.
func (b *builder) noteUnread(res mwResult) {
	if res.eff != unknown || !res.at.IsValid() {
		return
	}
	idx := b.mwIdx()
	idx.noteTools[res.at]++
	p := b.pass.Fset.Position(res.at)
	what := fmt.Sprintf("errors of %d tool(s) unknown: the server's tool middleware at %s:%d is %s",
		idx.noteTools[res.at], filepath.Base(p.Filename), p.Line, res.why)
	if i, ok := idx.notes[res.at]; ok {
		b.m.Unread[i].What = what
		return
	}
	idx.notes[res.at] = len(b.m.Unread)
	b.m.Unread = append(b.m.Unread, UnreadNote{Pos: res.at, What: what})
}

// MiddlewareSlotFact is exported for a middleware slot that this
// package's servers install from but that only importers fill: a
// parameter (Param) of an exported function, or an exported struct field
// (Param -1) that this package never sets. The package read the slot as
// passing errors on; an importer that fills it with middleware that
// converts errors gets an UnreadNote, since findings on the tools behind
// the slot may then be false positives.
type MiddlewareSlotFact struct {
	Param int
}

func (*MiddlewareSlotFact) AFact() {}
func (f *MiddlewareSlotFact) String() string {
	if f.Param < 0 {
		return "middleware slot"
	}
	return "middleware slot param " + itoa(f.Param)
}

// slotUsed records that reading middleware assumed slot obj transparent.
func (b *builder) slotUsed(obj types.Object, param int) {
	if obj.Pkg() == b.pass.Pkg {
		b.mwIdx().slots[obj] = param
	}
}

// exportSlotFacts exports a MiddlewareSlotFact for every slot the
// package's middleware reading assumed transparent.
func (b *builder) exportSlotFacts() {
	if b.mwx == nil {
		return
	}
	objs := make([]types.Object, 0, len(b.mwx.slots))
	for obj := range b.mwx.slots {
		objs = append(objs, obj)
	}
	sort.Slice(objs, func(i, j int) bool { return objs[i].Pos() < objs[j].Pos() })
	for _, obj := range objs {
		b.pass.ExportObjectFact(obj, &MiddlewareSlotFact{Param: b.mwx.slots[obj]})
	}
}

// checkSlotFills notes each place where this package puts middleware
// that converts errors into a slot another package assumed transparent:
// an argument of a function with a MiddlewareSlotFact, a value for a
// field with one.
func (b *builder) checkSlotFills() {
	info := b.pass.TypesInfo
	first := len(b.m.Unread)
	defer func() { // calls are read before fields: the notes in source order
		notes := b.m.Unread[first:]
		sort.SliceStable(notes, func(i, j int) bool { return notes[i].Pos < notes[j].Pos })
	}()
	check := func(slot types.Object, e ast.Expr, list bool) {
		var fact MiddlewareSlotFact
		if slot == nil || slot.Pkg() == b.pass.Pkg || !b.pass.ImportObjectFact(slot, &fact) {
			return
		}
		r := &mwReader{b: b, seen: map[types.Object]bool{}}
		if r.value(e, list, 0).eff != converts {
			return
		}
		p := b.pass.Fset.Position(e.Pos())
		b.m.Unread = append(b.m.Unread, UnreadNote{Pos: e.Pos(), What: fmt.Sprintf(
			"the tool middleware at %s:%d converts tool errors into isError results, but package %s, which installs it, "+
				"checked its tools as if its middleware passed errors on: errlayer findings on those tools may be false positives",
			filepath.Base(p.Filename), p.Line, slot.Pkg().Name())})
	}
	isSlice := func(e ast.Expr) bool {
		t := info.TypeOf(e)
		if t == nil {
			return false // a key of a map or struct literal the checker left untyped
		}
		_, ok := types.Unalias(t).Underlying().(*types.Slice)
		return ok
	}
	slotOf := map[*types.Func]int{} // a callee's slot parameter, -1 for none
	for _, c := range b.calls {
		fn := c.fn
		if fn == nil || fn.Pkg() == b.pass.Pkg {
			continue
		}
		slot, ok := slotOf[fn]
		if !ok {
			var fact MiddlewareSlotFact
			slot = -1
			if b.pass.ImportObjectFact(fn, &fact) {
				slot = fact.Param
			}
			slotOf[fn] = slot
		}
		if slot < 0 {
			continue
		}
		sig := fn.Type().(*types.Signature)
		for i, a := range c.call.Args {
			if i == slot || i > slot && sig.Variadic() && slot == sig.Params().Len()-1 {
				check(fn, a, isSlice(a) && (c.call.Ellipsis.IsValid() || !sig.Variadic()))
			}
		}
	}
	b.walk(kKeyValue|kAssign, func(n ast.Node) {
		switch n := n.(type) {
		case *ast.KeyValueExpr:
			if id, ok := n.Key.(*ast.Ident); ok {
				check(info.Uses[id], n.Value, isSlice(n.Value))
			}
		case *ast.AssignStmt:
			for i, lhs := range n.Lhs {
				if sel, ok := info.Selections[asSelector(lhs)]; ok && len(n.Lhs) == len(n.Rhs) {
					check(sel.Obj(), n.Rhs[i], isSlice(n.Rhs[i]))
				}
			}
		}
	})
}

func asSelector(e ast.Expr) *ast.SelectorExpr {
	sel, _ := ast.Unparen(e).(*ast.SelectorExpr)
	return sel
}
