package analyzer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
)

// A server that keeps its tools in a list of its own struct type
// registers them in a loop, often in another package than the list's:
//
//	// package tools
//	var List = []Tool{{Name: "get_logs", Handler: GetLogs}, {Name: "get_traces", Handler: GetTraces}}
//	// package main
//	for _, t := range tools.List { s.RegisterTool(t.Name, t.Description, t.Wrapped()) }
//
// The registration whose name is a field of the loop variable stands for
// one registration per element of the list, named by that field of the
// element: read from the literal when the list is in this package, from
// the list's ToolListFact when it is another package's variable.

// ToolListFact is exported for an exported package variable whose value
// is a list literal of struct literals: each element's constant string
// fields.
type ToolListFact struct {
	Elems []ToolListElem
}

// ToolListElem is one element of a list: its constant string fields in
// source order (a slice, as fact encodings must be deterministic), and
// its position (file:line:col, the file by its base name).
type ToolListElem struct {
	Fields []ListField
	Pos    string
}

// ListField is one constant string field of a list element.
type ListField struct{ Key, Value string }

// field returns the value of the element's field key.
func (el ToolListElem) field(key string) (string, bool) {
	for _, f := range el.Fields {
		if f.Key == key {
			return f.Value, true
		}
	}
	return "", false
}

func (*ToolListFact) AFact()           {}
func (f *ToolListFact) String() string { return "tool list of " + itoa(len(f.Elems)) }

// exportToolLists exports a ToolListFact for each exported package
// variable of this package that holds a list of struct literals.
func (b *builder) exportToolLists() {
	for _, f := range b.pass.Files {
		if b.inTestFile(f.Pos()) {
			continue
		}
		for _, d := range f.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != token.VAR {
				continue
			}
			for _, spec := range gd.Specs {
				vs := spec.(*ast.ValueSpec)
				if len(vs.Names) != len(vs.Values) {
					continue
				}
				for i, id := range vs.Names {
					v, ok := b.pass.TypesInfo.Defs[id].(*types.Var)
					if !ok || !v.Exported() {
						continue
					}
					if fact := b.listFact(vs.Values[i]); fact != nil {
						b.pass.ExportObjectFact(v, fact)
					}
				}
			}
		}
	}
	// func (t *Tools) GetTools() []mcp.Tool { return []mcp.Tool{...} }:
	// an exported function or method whose one return is the list.
	eachExportedFunc(b.pass, func(fn *types.Func, fd *ast.FuncDecl) {
		if b.inTestFile(fd.Pos()) || fn.Type().(*types.Signature).Results().Len() != 1 {
			return
		}
		var list ast.Expr
		count := 0
		forEachReturn(fd.Body, func(r *ast.ReturnStmt) {
			count++
			if len(r.Results) == 1 {
				list = r.Results[0]
			}
		})
		if count != 1 || list == nil {
			return
		}
		if fact := b.listFact(list); fact != nil {
			b.pass.ExportObjectFact(fn, fact)
		}
	})
}

// listFact reads a list literal of struct literals, or returns nil.
func (b *builder) listFact(e ast.Expr) *ToolListFact {
	elems := b.listElements(e)
	if elems == nil {
		return nil
	}
	fact := &ToolListFact{}
	for _, lit := range elems {
		el := ToolListElem{Pos: b.posString(lit.Pos())}
		for _, elt := range lit.Elts {
			if key, val := fieldOf(elt, -1); key != "" {
				if s, ok := b.foldString(val); ok {
					el.Fields = append(el.Fields, ListField{key, s})
				}
			}
		}
		if len(el.Fields) == 0 {
			return nil
		}
		fact.Elems = append(fact.Elems, el)
	}
	return fact
}

// listElements returns the struct literals of a slice, array or map
// literal whose every element is one (or its address), or nil.
func (b *builder) listElements(e ast.Expr) []*ast.CompositeLit {
	lit, ok := ast.Unparen(e).(*ast.CompositeLit)
	if !ok || len(lit.Elts) == 0 {
		return nil
	}
	t := b.pass.TypesInfo.TypeOf(lit)
	if t == nil {
		return nil // code that does not type-check
	}
	switch types.Unalias(t).Underlying().(type) {
	case *types.Slice, *types.Array, *types.Map:
	default:
		return nil
	}
	var out []*ast.CompositeLit
	for _, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			elt = kv.Value
		}
		if u, ok := elt.(*ast.UnaryExpr); ok && u.Op == token.AND {
			elt = u.X
		}
		if call, ok := ast.Unparen(elt).(*ast.CallExpr); ok {
			// s.defineListApps(): a method of this package whose one
			// return is the element's literal
			elt = b.returnedLiteral(call)
			if elt == nil {
				return nil
			}
		}
		el, ok := ast.Unparen(elt).(*ast.CompositeLit)
		if !ok {
			return nil
		}
		et := b.pass.TypesInfo.TypeOf(el)
		if et == nil {
			return nil
		}
		// []*T{{...}}: the elided element is recorded as T or as *T
		if _, isStruct := types.Unalias(derefType(et)).Underlying().(*types.Struct); !isStruct {
			return nil
		}
		out = append(out, el)
	}
	return out
}

// returnedLiteral is the composite literal that call, a call of a
// function of this package with no arguments but its receiver, returns
// as its one return (`return toolDefinition{definition: &tool, ...}`), or
// nil.
func (b *builder) returnedLiteral(call *ast.CallExpr) ast.Expr {
	if len(call.Args) != 0 {
		return nil
	}
	fn := b.callee(call)
	if fn == nil || b.decls[fn.Origin()] == nil {
		return nil
	}
	ret := b.singleReturn(call, -1)
	if u, ok := ast.Unparen(ret).(*ast.UnaryExpr); ok && u.Op == token.AND {
		ret = u.X
	}
	if _, ok := ast.Unparen(ret).(*ast.CompositeLit); !ok {
		return nil
	}
	return ret
}

// listedName is the name one element of a registered list gives a tool.
type listedName struct {
	name Name
	// key is the DefKey of the element when the list is another
	// package's, "" when it is this package's (def is then the element).
	key string
	def ast.Expr
}

// listedNames returns the names that e, a field of a range loop's value
// variable (t.Name in "for _, t := range list"), takes over the list's
// elements, or nil when e is not one or an element has no such constant
// field.
func (b *builder) listedNames(e ast.Expr) []listedName {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	v, rs := b.rangeValue(sel.X)
	if rs == nil || len(b.defs[v]) > 1 {
		return nil
	}
	field := sel.Sel.Name
	if lit := b.returnedList(rs.X, 0); lit != nil {
		// for _, t := range GetTools(deps) (or tools := GetTools(deps)):
		// the list literal that the function of this package returns.
		return b.listedIn(lit, field)
	}
	var list types.Object
	switch x := ast.Unparen(rs.X).(type) {
	case *ast.Ident:
		list = b.pass.TypesInfo.Uses[x]
	case *ast.SelectorExpr:
		list = b.pass.TypesInfo.Uses[x.Sel]
	}
	lv, ok := list.(*types.Var)
	if !ok || lv.IsField() || lv.Parent() != lv.Pkg().Scope() {
		return nil // not a package variable
	}
	if lv.Pkg() != b.pass.Pkg {
		return b.factNames(lv, field, e)
	}
	if len(b.defs[lv]) != 1 || b.defs[lv][0].index >= 0 {
		return nil // assigned again: the list may change
	}
	return b.listedIn(b.defs[lv][0].expr, field)
}

// listedIn returns the names in field of each element of the list
// literal e, or nil when one is not a constant.
func (b *builder) listedIn(e ast.Expr, field string) []listedName {
	var out []listedName
	for _, el := range b.listElements(e) {
		i := slices.IndexFunc(el.Elts, func(x ast.Expr) bool { k, _ := fieldOf(x, -1); return k == field })
		if i < 0 {
			return nil
		}
		_, val := fieldOf(el.Elts[i], -1)
		n := b.name(val)
		if !n.Known {
			return nil
		}
		out = append(out, listedName{name: n, def: el})
	}
	return out
}

// returnedList returns the list literal that e yields when e calls a
// function of this package whose one return returns a literal, or is a
// local variable whose one definition is such a call.
func (b *builder) returnedList(e ast.Expr, depth int) ast.Expr {
	if depth > 1 {
		return nil
	}
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		v, ok := b.pass.TypesInfo.Uses[x].(*types.Var)
		if !ok || v.IsField() || v.Parent() == v.Pkg().Scope() || len(b.defs[v]) != 1 || b.defs[v][0].index >= 0 {
			return nil
		}
		return b.returnedList(b.defs[v][0].expr, depth+1)
	case *ast.CallExpr:
		fn := b.callee(x)
		if fn == nil || fn.Pkg() != b.pass.Pkg {
			return nil
		}
		decl := b.decls[fn.Origin()]
		if decl == nil || decl.Body == nil {
			return nil
		}
		var lit ast.Expr
		count := 0
		forEachReturn(decl.Body, func(r *ast.ReturnStmt) {
			count++
			if len(r.Results) == 1 {
				lit = r.Results[0]
			}
		})
		if count != 1 || b.listElements(lit) == nil {
			return nil
		}
		return lit
	}
	return nil
}

// expandListed replaces each registration from index from on whose name
// is a field of a loop over a list by one registration per element.
func (b *builder) expandListed(from int) {
	regs := b.m.Registrations
	var out []*Registration
	for _, r := range regs[from:] {
		if r.Name.Known || r.Name.Expr == nil {
			out = append(out, r)
			continue
		}
		names := b.listedNames(r.Name.Expr)
		if names == nil {
			out = append(out, r)
			continue
		}
		for i, n := range names {
			c := r
			if i > 0 {
				c = new(Registration)
				*c = *r
				if c.Handler != nil {
					c.Handler.Tools = append(c.Handler.Tools, c)
				}
			}
			c.Name = n.name
			c.ListElem = n.key
			if n.def != nil && c.Def == nil {
				c.ListDef = n.def
			}
			c.Elem, _ = n.def.(*ast.CompositeLit)
			out = append(out, c)
		}
	}
	b.m.Registrations = append(regs[:from:from], out...)
}

// listCallee returns the function that e calls for the list a loop
// ranges over: the call itself, or a local variable whose one definition
// is the call (toolsList := esTools.GetTools()).
func (b *builder) listCallee(e ast.Expr) *types.Func {
	if id, ok := ast.Unparen(e).(*ast.Ident); ok {
		v, ok := b.pass.TypesInfo.Uses[id].(*types.Var)
		if !ok || v.IsField() || v.Parent() == v.Pkg().Scope() || len(b.defs[v]) != 1 || b.defs[v][0].index >= 0 {
			return nil
		}
		e = b.defs[v][0].expr
	}
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return nil
	}
	return b.callee(call)
}

// importedListNames returns the names of the tools in the list that e,
// the value of a range loop (or its address), takes when the loop ranges
// over the result of a function of another package with a ToolListFact:
// each element's Name field.
func (b *builder) importedListNames(e ast.Expr) []listedName {
	x := ast.Unparen(e)
	if u, ok := x.(*ast.UnaryExpr); ok && u.Op == token.AND {
		x = ast.Unparen(u.X)
	}
	_, rs := b.rangeValue(x)
	if rs == nil {
		return nil
	}
	fn := b.listCallee(rs.X)
	if fn == nil || fn.Pkg() == b.pass.Pkg {
		return nil
	}
	return b.factNames(fn.Origin(), "Name", e)
}

// factNames returns, from the ToolListFact of obj (a package variable or
// a function of another package), the value of field of each element,
// each named by e and keyed by the element's definition; nil when obj has
// no fact or an element lacks the field.
func (b *builder) factNames(obj types.Object, field string, e ast.Expr) []listedName {
	var fact ToolListFact
	if !b.pass.ImportObjectFact(obj, &fact) {
		return nil
	}
	var out []listedName
	for _, el := range fact.Elems {
		s, ok := el.field(field)
		if !ok {
			return nil
		}
		out = append(out, listedName{name: Name{Expr: e, Value: s, Known: true}, key: DefKey(obj.Pkg().Path(), el.Pos)})
	}
	return out
}

// indexedElement returns the element that e, a constant index into a
// list (`tools[0]`, where `tools := toolCatalog()` and the function of
// this package returns one list literal), selects, or nil.
func (b *builder) indexedElement(e ast.Expr) ast.Expr {
	ix, ok := ast.Unparen(e).(*ast.IndexExpr)
	if !ok {
		return nil
	}
	tv, ok := b.pass.TypesInfo.Types[ix.Index]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.Int {
		return nil
	}
	i, exact := constant.Int64Val(tv.Value)
	if !exact || i < 0 {
		return nil
	}
	lit := b.returnedList(ix.X, 0)
	if lit == nil {
		return nil
	}
	elems := b.listElements(lit)
	if int(i) >= len(elems) {
		return nil
	}
	return elems[i]
}
