package analyzer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/types/typeutil"
)

// A hand-rolled server is often a small SDK of its own: a Register
// method stores each tool's handler in a table keyed by the tool's name,
// and the tools/call branch looks the name up there and calls what it
// finds:
//
//	func (s *Server) RegisterTool(tool Tool, h ToolHandler) { s.handlers[tool.Name] = h }
//	...
//	case "tools/call":
//		h, ok := s.handlers[name]
//		result, err := h(args)
//		if err != nil { return &CallToolResult{IsError: true, ...}, nil }
//
// Every call of such a method, in its package or in one that imports
// it, registers a tool: named by the name argument (or the name field of
// the tool literal), served by the handler argument, whose returned
// errors become what the branch makes of the table call's error.

// ToolRegistryFact is exported for a function that stores its handler
// parameter in a hand-rolled server's tool table.
type ToolRegistryFact struct {
	Handler int // the parameter holding the handler
	// Name is the parameter holding the tool's name, or -1; with Tool
	// set instead, the name is field NameField of that parameter.
	Name      int
	Tool      int
	NameField string
	// HandlerField, when set, says the table holds tool structs: the
	// handler is that function field of the Handler parameter.
	HandlerField string
	// Errors is what the dispatcher makes of the handler's error, and
	// Why where it decides that.
	Errors ErrorSemantics
	Why    string
}

func (*ToolRegistryFact) AFact() {}
func (f *ToolRegistryFact) String() string {
	return "tool registry: handler param " + itoa(f.Handler) + " errors " + f.Errors.String()
}

// maxRegistryDepth bounds how far from the tools/call branch the table
// lookup and the handling of its call's error are looked for.
const maxRegistryDepth = 2

// findRegistries finds this package's tool tables and the functions that
// fill them, exports their facts, and adds a registration for every call
// of such a function here or in a package this one imports.
func (b *builder) findRegistries() {
	tables := b.toolTables()
	b.exportToolTypes(tables)
	local := b.registryFuncs(tables)
	complete := b.addTableFills(tables)
	b.addLiteralTableFills(tables)
	for fn, f := range local {
		if fn.Exported() {
			fact := f
			b.pass.ExportObjectFact(fn, &fact)
		}
	}
	for fn := range local {
		if fn.Exported() {
			complete = false // another package may register more
		}
	}
	for _, c := range b.calls {
		if c.fn == nil || c.call.Ellipsis.IsValid() || b.methodExpr(c.call) {
			continue
		}
		fn := c.fn.Origin()
		f, ok := local[fn]
		isLocal := ok
		if !ok && fn.Pkg() != b.pass.Pkg && fn.Pkg() != nil && !isSDKPackage(fn.Pkg().Path()) {
			ok = b.pass.ImportObjectFact(fn, &f)
		}
		if !ok {
			continue
		}
		if isLocal && f.Handler < len(c.call.Args) && b.readsTable(c.call.Args[f.Handler], tables) {
			continue // an alias of a handler the table holds already: no new handler
		}
		if handled, regs := b.addRegistryLoop(c.call, f); handled {
			// one registration per element of the list the loop ranges over
			for _, r := range regs {
				if !isLocal {
					break
				}
				if r == nil || !r.Name.Known {
					complete = false
					continue
				}
				b.m.TableFills = append(b.m.TableFills, r)
			}
			continue
		}
		r := b.addRegistryCall(c.call, f)
		if !isLocal {
			continue
		}
		if r == nil || !r.Name.Known {
			complete = false
			continue
		}
		b.m.TableFills = append(b.m.TableFills, r)
	}
	b.m.TableFillsComplete = complete && len(b.m.TableFills) > 0
}

// toolTable is a table that a tools/call branch looks tool handlers up in.
type toolTable struct {
	errs ErrorSemantics
	why  string
	// field is the handler field of a table of tool structs
	// (map[string]*ToolDef whose Handler the branch calls); "" for a
	// table of functions; anyMethod for a table of interface values,
	// whose method is then the one the branch calls (tooltypes.go).
	field  string
	method string
}

// toolTables finds the tables (map fields or package variables of
// function values) that this package's hand-rolled tools/call branches,
// or the functions they call, look the tool up in and call.
func (b *builder) toolTables() map[types.Object]toolTable {
	out := map[types.Object]toolTable{}
	for _, d := range b.m.Dispatchers {
		stmts := d.Branches[MethodToolsCall]
		if len(stmts) == 0 || b.m.handlerOf[d.Func] != nil {
			continue
		}
		b.scanTables(d.Func, stmts, stmts, 0, out)
	}
	// An SDK handler registered for every tool of a list the model cannot
	// name (for _, d := range registry.Tools() { srv.AddTool(d,
	// func(...) { ... core.Call(ctx, d.Name, args) ... }) }) is a
	// tools/call branch of its own: the table it looks the name up in
	// holds the tools.
	for _, r := range b.m.Registrations {
		if r.Name.Known || r.Handler == nil || r.Handler.Lit == nil || r.Handler.Lit.Body == nil {
			continue
		}
		stmts := r.Handler.Lit.Body.List
		b.scanTables(r.Handler.Lit, stmts, stmts, 0, out)
	}
	return out
}

// scanTables looks in stmts, of function fn, for `v, ok := T[key]` on a
// table of handlers and the calls of v, then in the functions that stmts
// call. branch is the tools/call branch itself.
func (b *builder) scanTables(fn ast.Node, stmts, branch []ast.Stmt, depth int, out map[types.Object]toolTable) {
	info := b.pass.TypesInfo
	for _, st := range stmts {
		ast.Inspect(st, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.FuncLit:
				return false
			case *ast.AssignStmt:
				if len(x.Rhs) != 1 || len(x.Lhs) == 0 {
					return true
				}
				// v, ok := T[key]; v := r.Get(name); found = &T[i] in a
				// loop that searches a slice table
				ix, ok := stripAddr(x.Rhs[0]).(*ast.IndexExpr)
				var tableExpr ast.Expr
				if ok {
					tableExpr = ix.X
				}
				if call, isCall := ast.Unparen(x.Rhs[0]).(*ast.CallExpr); isCall && len(x.Lhs) <= 2 {
					if ix, ok = b.tableGetter(call); ok { // rt := r.Get(name)
						tableExpr = ix.X
					}
				}
				if call, isCall := ast.Unparen(x.Rhs[0]).(*ast.CallExpr); isCall && tableExpr == nil {
					tableExpr = b.searchGetter(call) // t, ok := s.findTool(name)
				}
				id, isID := x.Lhs[0].(*ast.Ident)
				if tableExpr == nil || !isID {
					return true
				}
				v, _ := info.ObjectOf(id).(*types.Var)
				b.tableEntry(fn, v, tableExpr, branch, depth, out)
			case *ast.RangeStmt:
				// for _, t := range T { if t.Name == name { ... t.Handler(args) } }
				if id, isID := x.Value.(*ast.Ident); isID {
					v, _ := info.ObjectOf(id).(*types.Var)
					if _, isSlice := typeUnder(info.TypeOf(x.X)).(*types.Slice); isSlice {
						b.tableEntry(fn, v, x.X, branch, depth, out)
					}
				}
			case *ast.CallExpr:
				if depth >= maxRegistryDepth {
					return true
				}
				if callee := b.callee(x); callee != nil {
					if decl := b.decls[callee.Origin()]; decl != nil && decl.Body != nil && decl != fn {
						b.scanTables(decl, decl.Body.List, branch, depth+1, out)
					}
				}
			}
			return true
		})
	}
}

// Under is t's underlying type, nil for nil: an expression the type
// checker recorded no type for (code that does not type-check) has none.
func Under(t types.Type) types.Type { return typeUnder(t) }

// typeUnder is t's underlying type, nil for nil.
func typeUnder(t types.Type) types.Type {
	if t == nil {
		return nil
	}
	return t.Underlying()
}

// tableEntry records tableExpr as a tool table when it is one and fn
// calls v, an entry taken from it, as its handler.
func (b *builder) tableEntry(fn ast.Node, v *types.Var, tableExpr ast.Expr, branch []ast.Stmt, depth int, out map[types.Object]toolTable) {
	info := b.pass.TypesInfo
	field, isTable := handlerTable(info.TypeOf(tableExpr))
	table := fieldOrVar(info, tableExpr)
	if !isTable || table == nil || v == nil {
		return
	}
	t := toolTable{errs: ErrUnknown, field: field}
	first := true
	ast.Inspect(funcBodyOf(fn), func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		if callsEntry(info, call, v, field) {
			if field == anyMethod {
				t.method = ast.Unparen(call.Fun).(*ast.SelectorExpr).Sel.Name
			}
			errs, why := b.callErrorAnswer(fn, call, branch, depth)
			if first || errs == t.errs {
				t.errs, t.why = errs, why
			} else {
				t.errs, t.why = ErrUnknown, ""
			}
			first = false
		}
		return true
	})
	if !first {
		if old, seen := out[table]; seen && old.errs != t.errs {
			t = toolTable{errs: ErrUnknown, field: field}
		}
		out[table] = t
	}
}

// appendedEntry reads `T = append(T, def)` in a function that takes def,
// a tool struct of slice table T, as a parameter: each call registers
// that struct's tool, named by its name field, served by its handler
// field.
func (b *builder) appendedEntry(a *ast.AssignStmt, tables map[types.Object]toolTable, paramIndex func(ast.Expr) int) (ToolRegistryFact, bool) {
	info := b.pass.TypesInfo
	call, ok := ast.Unparen(a.Rhs[0]).(*ast.CallExpr)
	if !ok || len(call.Args) != 2 || call.Ellipsis.IsValid() {
		return ToolRegistryFact{}, false
	}
	if id, ok := ast.Unparen(call.Fun).(*ast.Ident); !ok || id.Name != "append" {
		return ToolRegistryFact{}, false
	}
	table := fieldOrVar(info, a.Lhs[0])
	t, ok := tables[table]
	if !ok || fieldOrVar(info, call.Args[0]) != table || t.field == "" || t.field == anyMethod {
		return ToolRegistryFact{}, false
	}
	k := paramIndex(stripAddr(call.Args[1]))
	st, isStruct := derefType(info.TypeOf(call.Args[1])).Underlying().(*types.Struct)
	if k < 0 || !isStruct {
		return ToolRegistryFact{}, false
	}
	nameField := ""
	for i := range st.NumFields() {
		if basic, ok := st.Field(i).Type().Underlying().(*types.Basic); ok && basic.Info()&types.IsString != 0 && (JSONName(st, i) == "name" || st.Field(i).Name() == "Name") {
			nameField = st.Field(i).Name()
		}
	}
	if nameField == "" {
		return ToolRegistryFact{}, false
	}
	return ToolRegistryFact{Handler: k, Name: -1, Tool: k, NameField: nameField, HandlerField: t.field, Errors: t.errs, Why: t.why}, true
}

// searchGetter returns the table that call's function, of this package,
// searches and returns an element of: its body ranges over a table and
// returns the range value (`for _, t := range allTools { if t.Name ==
// name { return t, true } }`), and returns nothing else but zero values.
func (b *builder) searchGetter(call *ast.CallExpr) ast.Expr {
	callee := b.callee(call)
	if callee == nil {
		return nil
	}
	decl := b.decls[callee.Origin()]
	if decl == nil || decl.Body == nil {
		return nil
	}
	var table ast.Expr
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		rs, ok := n.(*ast.RangeStmt)
		if !ok || table != nil {
			return table == nil
		}
		id, ok := rs.Value.(*ast.Ident)
		if !ok {
			return true
		}
		v := b.pass.TypesInfo.ObjectOf(id)
		forEachReturnStmt(rs.Body, func(r *ast.ReturnStmt) {
			if len(r.Results) > 0 {
				if rid, ok := ast.Unparen(r.Results[0]).(*ast.Ident); ok && b.pass.TypesInfo.Uses[rid] == v {
					table = rs.X
				}
			}
		})
		return table == nil
	})
	return table
}

// tableGetter returns the table lookup that call's function returns,
// when that function of this package only looks an entry up (around a
// lock): `func (r *Registry) Get(name string) *Tool { r.mu.RLock(); defer
// r.mu.RUnlock(); return r.tools[name] }`.
func (b *builder) tableGetter(call *ast.CallExpr) (*ast.IndexExpr, bool) {
	callee := b.callee(call)
	if callee == nil {
		return nil, false
	}
	decl := b.decls[callee.Origin()]
	if decl == nil || decl.Body == nil || len(decl.Body.List) == 0 || len(decl.Body.List) > 4 {
		return nil, false
	}
	ret, ok := decl.Body.List[len(decl.Body.List)-1].(*ast.ReturnStmt)
	if !ok || len(ret.Results) == 0 || len(ret.Results) > 2 {
		return nil, false
	}
	body := decl.Body.List[:len(decl.Body.List)-1]
	if len(ret.Results) == 2 {
		// def, ok := r.byName[name]; return def, ok
		ix := commaOkIndex(b.pass.TypesInfo, body, ret)
		return ix, ix != nil
	}
	if !onlyLocks(body) {
		return nil, false // a lock, nothing else
	}
	ix, ok := ast.Unparen(ret.Results[0]).(*ast.IndexExpr)
	return ix, ok
}

// commaOkIndex returns T[k] when the last of body is `v, ok := T[k]`,
// ret returns v, ok, and the rest only locks; nil otherwise.
func commaOkIndex(info *types.Info, body []ast.Stmt, ret *ast.ReturnStmt) *ast.IndexExpr {
	if len(body) == 0 {
		return nil
	}
	as, ok := body[len(body)-1].(*ast.AssignStmt)
	if !ok || len(as.Lhs) != 2 || len(as.Rhs) != 1 {
		return nil
	}
	ix, ok := ast.Unparen(as.Rhs[0]).(*ast.IndexExpr)
	if !ok {
		return nil
	}
	for i, lhs := range as.Lhs {
		l, ok1 := lhs.(*ast.Ident)
		r, ok2 := ast.Unparen(ret.Results[i]).(*ast.Ident)
		if !ok1 || !ok2 || info.ObjectOf(l) == nil || info.ObjectOf(l) != info.Uses[r] {
			return nil
		}
	}
	if !onlyLocks(body[:len(body)-1]) {
		return nil
	}
	return ix
}

// onlyLocks reports whether list holds nothing but calls without
// arguments and defers (a lock and its unlock).
func onlyLocks(list []ast.Stmt) bool {
	for _, st := range list {
		switch st := st.(type) {
		case *ast.DeferStmt:
		case *ast.ExprStmt:
			if c, ok := ast.Unparen(st.X).(*ast.CallExpr); !ok || len(c.Args) != 0 {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// handlerTable reports whether t is a map whose values are functions, or
// tool structs (or pointers to them) with exactly one function field,
// which it returns: the handler that a lookup's caller calls.
func handlerTable(t types.Type) (field string, ok bool) {
	if t == nil {
		return "", false
	}
	var elem types.Type
	switch u := t.Underlying().(type) {
	case *types.Map:
		elem = u.Elem()
		if _, fn := elem.Underlying().(*types.Signature); fn {
			return "", true
		}
		if types.IsInterface(elem) && elem.Underlying().(*types.Interface).NumMethods() > 0 {
			return anyMethod, true // map[string]Tool: the branch calls a method of the entry
		}
	case *types.Slice:
		elem = u.Elem() // []toolDef searched by name: only tool structs
	default:
		return "", false
	}
	st, isStruct := derefType(elem).Underlying().(*types.Struct)
	if !isStruct {
		return "", false
	}
	for i := range st.NumFields() {
		if _, fn := st.Field(i).Type().Underlying().(*types.Signature); fn {
			if field != "" {
				return "", false // two functions: which one serves the call is not clear
			}
			field = st.Field(i).Name()
		}
	}
	return field, field != ""
}

// callsEntry reports whether call calls v, an entry looked up in a tool
// table: v itself, or v's handler field for a table of tool structs.
func callsEntry(info *types.Info, call *ast.CallExpr, v *types.Var, field string) bool {
	fun := ast.Unparen(call.Fun)
	if field == "" {
		f, ok := fun.(*ast.Ident)
		return ok && info.Uses[f] == v
	}
	sel, ok := fun.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	if field == anyMethod {
		// the entry's method that runs the tool: the one whose last result
		// is an error (not GetName, not Schema)
		sig, _ := info.TypeOf(sel).(*types.Signature)
		if sig == nil || sig.Results().Len() == 0 || !isErrorType(sig.Results().At(sig.Results().Len()-1).Type()) {
			return false
		}
	} else if sel.Sel.Name != field {
		return false
	}
	x, ok := ast.Unparen(sel.X).(*ast.Ident)
	return ok && info.Uses[x] == v
}

// fieldOrVar is the struct field or package variable that e names.
func fieldOrVar(info *types.Info, e ast.Expr) types.Object {
	var obj types.Object
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		obj = info.Uses[x]
	case *ast.SelectorExpr:
		obj = info.Uses[x.Sel]
	}
	v, ok := obj.(*types.Var)
	if !ok || !v.IsField() && v.Parent() != v.Pkg().Scope() {
		return nil
	}
	return v
}

// callErrorAnswer says what becomes of the error of call, a call in fn:
// the answer of the `if err != nil` that tests it in fn, or, when fn
// returns the call's results as they are, the answer to fn's error where
// the tools/call branch (or a function between) calls fn.
func (b *builder) callErrorAnswer(fn ast.Node, call *ast.CallExpr, branch []ast.Stmt, depth int) (ErrorSemantics, string) {
	if errs, ok := b.errorAnswerAfter(call); ok {
		return errs, "the tools/call branch"
	}
	path := b.pathTo(call)
	if len(path) < 2 {
		return ErrUnknown, ""
	}
	ret, ok := path[len(path)-2].(*ast.ReturnStmt)
	decl, isDecl := fn.(*ast.FuncDecl)
	if !ok || len(ret.Results) != 1 {
		// hr, err := def.Handler(args); if err != nil { return nil, err }:
		// the error goes up as it is, as from `return def.Handler(args)`
		ok = handsUpAt(b.pass.TypesInfo, path, call)
	}
	if !ok || !isDecl || depth > maxRegistryDepth {
		return ErrUnknown, ""
	}
	self := b.pass.TypesInfo.Defs[decl.Name]
	if errs, ok := b.answerFor(self, branch, 0); ok {
		return errs, "the tools/call branch"
	}
	return ErrUnknown, ""
}

// answerFor says what the tools/call branch answers to the error that
// self, a function of this package, returns: where the branch calls self,
// what follows the call (errorAnswerAfter); where it calls a function of
// this package that calls self and hands the error up as it is (`if err
// != nil { return nil, err }`, `return self(...)`), what the branch
// answers to that function's error, maxRegistryDepth deep.
func (b *builder) answerFor(self types.Object, branch []ast.Stmt, depth int) (ErrorSemantics, bool) {
	var errs ErrorSemantics
	found := false
	var between []*ast.FuncDecl
	for _, st := range branch {
		ast.Inspect(st, func(n ast.Node) bool {
			c, ok := n.(*ast.CallExpr)
			if !ok || found {
				return !found
			}
			callee := b.callee(c)
			if callee == nil {
				return true
			}
			if types.Object(callee.Origin()) == self {
				errs, _ = b.errorAnswerAfter(c)
				found = true
			} else if d := b.decls[callee.Origin()]; d != nil && d.Body != nil {
				between = append(between, d)
			}
			return !found
		})
	}
	if found || depth >= maxRegistryDepth {
		return errs, found
	}
	for _, d := range between {
		if errs, ok := b.answerInside(d, self); ok {
			return errs, true
		}
		if b.handsUpErrorOf(d, self) {
			return b.answerFor(b.pass.TypesInfo.Defs[d.Name], branch, depth+1)
		}
	}
	return ErrUnknown, false
}

// answerInside is what d, a function that the tools/call branch calls,
// answers to the error of its own call of self (`result, err :=
// s.registry.Call(...); if err != nil { return isErrorResult }`).
func (b *builder) answerInside(d *ast.FuncDecl, self types.Object) (ErrorSemantics, bool) {
	errs, found := ErrUnknown, false
	ast.Inspect(d.Body, func(n ast.Node) bool {
		if _, ok := n.(*ast.FuncLit); ok || found {
			return false
		}
		if c, ok := n.(*ast.CallExpr); ok && b.callsSelf(c, self) {
			errs, found = b.errorAnswerAfter(c)
		}
		return !found
	})
	return errs, found
}

// handsUpErrorOf reports whether d calls self and returns its error as
// it is: `return self(...)`, or `v, err := self(...)` followed by `if
// err != nil { return ..., err }`.
func (b *builder) handsUpErrorOf(d *ast.FuncDecl, self types.Object) bool {
	info := b.pass.TypesInfo
	up := false
	ast.Inspect(d.Body, func(n ast.Node) bool {
		if _, ok := n.(*ast.FuncLit); ok || up {
			return false
		}
		list := stmtList(n)
		for i, st := range list {
			switch st := st.(type) {
			case *ast.ReturnStmt:
				if len(st.Results) == 1 && b.callsSelf(st.Results[0], self) {
					up = true
				}
			case *ast.AssignStmt:
				if len(st.Rhs) != 1 || !b.callsSelf(st.Rhs[0], self) || i+1 >= len(list) {
					continue
				}
				errID, ok := st.Lhs[len(st.Lhs)-1].(*ast.Ident)
				ifs, isIf := list[i+1].(*ast.IfStmt)
				if !ok || !isIf || !testsNotNil(info, ifs.Cond, info.ObjectOf(errID)) || len(ifs.Body.List) != 1 {
					continue
				}
				if ret, ok := ifs.Body.List[0].(*ast.ReturnStmt); ok && len(ret.Results) > 0 {
					if last, ok := ast.Unparen(ret.Results[len(ret.Results)-1]).(*ast.Ident); ok && info.ObjectOf(last) == info.ObjectOf(errID) {
						up = true
					}
				}
			}
		}
		return !up
	})
	return up
}

// callsSelf reports whether e is a call of self.
func (b *builder) callsSelf(e ast.Expr, self types.Object) bool {
	c, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return false
	}
	callee := b.callee(c)
	return callee != nil && types.Object(callee.Origin()) == self
}

// handsUpAt reports whether call, at the end of path, is assigned with
// its error last, and the statement after tests that error and only
// returns it (`if err != nil { return nil, err }`).
func handsUpAt(info *types.Info, path []ast.Node, call *ast.CallExpr) bool {
	if len(path) < 3 {
		return false
	}
	as, ok := path[len(path)-2].(*ast.AssignStmt)
	if !ok || len(as.Rhs) != 1 || ast.Unparen(as.Rhs[0]) != call || len(as.Lhs) < 2 {
		return false
	}
	errID, ok := as.Lhs[len(as.Lhs)-1].(*ast.Ident)
	if !ok {
		return false
	}
	errObj := info.ObjectOf(errID)
	list := stmtList(path[len(path)-3])
	for i, st := range list {
		if st != ast.Stmt(as) || i+1 >= len(list) {
			continue
		}
		ifs, isIf := list[i+1].(*ast.IfStmt)
		if !isIf || ifs.Init != nil || !testsNotNil(info, ifs.Cond, errObj) || len(ifs.Body.List) != 1 {
			return false
		}
		r, isRet := ifs.Body.List[0].(*ast.ReturnStmt)
		if !isRet || len(r.Results) == 0 {
			return false
		}
		last, isID := ast.Unparen(r.Results[len(r.Results)-1]).(*ast.Ident)
		return isID && info.Uses[last] == errObj
	}
	return false
}

// stmtList is the statement list n holds, if it is a block or a clause.
func stmtList(n ast.Node) []ast.Stmt {
	switch n := n.(type) {
	case *ast.BlockStmt:
		return n.List
	case *ast.CaseClause:
		return n.Body
	case *ast.CommClause:
		return n.Body
	}
	return nil
}

// errorAnswerAfter decides what becomes of the error that call returns
// last: it is assigned to a variable that the first `if err != nil`
// after the assignment tests, in its block or in an enclosing one (the
// call sits in one arm of an if), before err is assigned again; that
// branch answers with an isError result (ErrIsError) or a JSON-RPC error
// object (ErrJSONRPC), directly or through helpers of this package. ok is
// false when the answer is not clear.
func (b *builder) errorAnswerAfter(call *ast.CallExpr) (ErrorSemantics, bool) {
	path := b.pathTo(call)
	info := b.pass.TypesInfo
	i := len(path) - 2
	if i < 1 {
		return ErrUnknown, false
	}
	a, ok := path[i].(*ast.AssignStmt)
	if !ok || len(a.Rhs) != 1 || ast.Unparen(a.Rhs[0]) != call {
		return ErrUnknown, false
	}
	errID, ok := a.Lhs[len(a.Lhs)-1].(*ast.Ident)
	if !ok {
		return ErrUnknown, false
	}
	errObj := info.ObjectOf(errID)
	if errObj == nil || !isErrorType(errObj.Type()) {
		return ErrUnknown, false
	}
	if ifs, ok := path[i-1].(*ast.IfStmt); ok && ifs.Init == a {
		return b.errBranchAnswer(ifs, errObj)
	}
	child := ast.Node(a)
	for j := i - 1; j >= 0; j-- {
		var list []ast.Stmt
		switch p := path[j].(type) {
		case *ast.FuncDecl, *ast.FuncLit, *ast.ForStmt, *ast.RangeStmt:
			return ErrUnknown, false
		case *ast.BlockStmt:
			list = p.List
		case *ast.CaseClause:
			list = p.Body
		}
		for k, s := range list {
			if s != child {
				continue
			}
			for _, next := range list[k+1:] {
				if ifs, ok := next.(*ast.IfStmt); ok && testsNotNil(info, ifs.Cond, errObj) {
					if ifs.Else == nil && OnlyLogs(info, ifs.Body.List) {
						continue // a log line first, the answer in a later if
					}
					return b.errBranchAnswer(ifs, errObj)
				}
				if assigns(info, next, errObj) {
					return ErrUnknown, false
				}
			}
		}
		child = path[j]
	}
	return ErrUnknown, false
}

// errBranchAnswer is what ifs, when it tests err != nil, answers: an
// isError result or a JSON-RPC error object.
func (b *builder) errBranchAnswer(ifs *ast.IfStmt, errObj types.Object) (ErrorSemantics, bool) {
	if !testsNotNil(b.pass.TypesInfo, ifs.Cond, errObj) {
		return ErrUnknown, false
	}
	isErr, rpc := false, false
	b.answers(ifs.Body, 0, &isErr, &rpc)
	if !isErr && rpc {
		// the JSON-RPC answer may be for a class of errors the branch
		// picks out first (`if errors.As(err, &ipErr) { return nil,
		// &rpcError{Code: -32602} }`), the rest an isError result
		if b.unclassifiedIsError(ifs.Body, errObj) {
			return ErrIsError, true
		}
	}
	switch {
	case isErr && !rpc:
		return ErrIsError, true
	case rpc && !isErr:
		return ErrJSONRPC, true
	}
	return ErrUnknown, false
}

// unclassifiedIsError reports whether body, the branch for a non-nil
// errObj, answers with an isError result (a literal that sets IsError:
// true) every error that an errors.As or errors.Is test of it does not
// pick out, and with no JSON-RPC error outside those tests.
func (b *builder) unclassifiedIsError(body *ast.BlockStmt, errObj types.Object) bool {
	info := b.pass.TypesInfo
	isErr, rpc := false, false
	for _, st := range body.List {
		if ifs, ok := st.(*ast.IfStmt); ok && ifs.Else == nil && classifies(info, ifs.Cond, errObj) {
			continue
		}
		b.answers(st, 0, &isErr, &rpc)
		ast.Inspect(st, func(n ast.Node) bool {
			if lit, ok := n.(*ast.CompositeLit); ok && setsIsErrorField(info, lit) {
				isErr = true
			}
			return true
		})
	}
	return isErr && !rpc
}

// classifies reports whether cond is errors.As(errObj, ...) or
// errors.Is(errObj, ...).
func classifies(info *types.Info, cond ast.Expr, errObj types.Object) bool {
	call, ok := ast.Unparen(cond).(*ast.CallExpr)
	if !ok || len(call.Args) != 2 {
		return false
	}
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "errors" || fn.Name() != "As" && fn.Name() != "Is" {
		return false
	}
	id, ok := ast.Unparen(call.Args[0]).(*ast.Ident)
	return ok && info.Uses[id] == errObj
}

// setsIsErrorField reports whether lit, a struct literal, sets a field
// named IsError to true (a project's result type that its dispatcher
// encodes as "isError" itself).
func setsIsErrorField(info *types.Info, lit *ast.CompositeLit) bool {
	if _, ok := types.Unalias(info.TypeOf(lit)).Underlying().(*types.Struct); !ok {
		return false
	}
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		if id, ok := kv.Key.(*ast.Ident); ok && id.Name == "IsError" {
			if tv := info.Types[kv.Value]; tv.Value != nil && tv.Value.Kind() == constant.Bool && constant.BoolVal(tv.Value) {
				return true
			}
		}
	}
	return false
}

// testsNotNil reports whether cond is `v != nil`.
func testsNotNil(info *types.Info, cond ast.Expr, v types.Object) bool {
	w := notNilVar(info, cond)
	return w != nil && types.Object(w) == v
}

// notNilVar is the variable v of a condition `v != nil`, or nil.
func notNilVar(info *types.Info, cond ast.Expr) *types.Var {
	be, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok || be.Op != token.NEQ || !isNilIdent(info, be.Y) {
		return nil
	}
	id, ok := ast.Unparen(be.X).(*ast.Ident)
	if !ok {
		return nil
	}
	v, _ := info.ObjectOf(id).(*types.Var)
	return v
}

// assigns reports whether s assigns v anywhere in it.
func assigns(info *types.Info, s ast.Stmt, v types.Object) bool {
	found := false
	ast.Inspect(s, func(n ast.Node) bool {
		if a, ok := n.(*ast.AssignStmt); ok {
			for _, l := range a.Lhs {
				if id, ok := l.(*ast.Ident); ok && info.ObjectOf(id) == v {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// registryFuncs finds the functions of this package that store a handler
// parameter in one of tables under a name parameter or a tool
// parameter's name field: T[name] = h, T[tool.Name] = h.
func (b *builder) registryFuncs(tables map[types.Object]toolTable) map[*types.Func]ToolRegistryFact {
	out := map[*types.Func]ToolRegistryFact{}
	if len(tables) == 0 {
		return out
	}
	info := b.pass.TypesInfo
	for fn, decl := range b.decls {
		if decl.Body == nil {
			continue
		}
		params := fn.Type().(*types.Signature).Params()
		paramIndex := func(e ast.Expr) int {
			id, ok := ast.Unparen(e).(*ast.Ident)
			if !ok {
				return -1
			}
			for i := range params.Len() {
				if info.Uses[id] == params.At(i) {
					return i
				}
			}
			return -1
		}
		ast.Inspect(decl.Body, func(n ast.Node) bool {
			a, ok := n.(*ast.AssignStmt)
			if _, lit := n.(*ast.FuncLit); lit {
				return false
			}
			if !ok || len(a.Lhs) != 1 || len(a.Rhs) != 1 {
				return true
			}
			if f, ok := b.appendedEntry(a, tables, paramIndex); ok {
				out[fn] = f // s.tools = append(s.tools, def)
				return true
			}
			ix, ok := a.Lhs[0].(*ast.IndexExpr)
			if !ok {
				return true
			}
			t, ok := tables[fieldOrVar(info, ix.X)]
			h := paramIndex(stripAddr(a.Rhs[0]))
			handlerField := t.field
			if lit, isLit := stripAddr(a.Rhs[0]).(*ast.CompositeLit); isLit && ok && t.field != "" && t.field != anyMethod {
				// r.tools[tool.Name] = &RegisteredTool{Tool: tool, Handler: handler}
				for _, elt := range lit.Elts {
					if kv, isKV := elt.(*ast.KeyValueExpr); isKV {
						if id, isID := kv.Key.(*ast.Ident); isID && id.Name == t.field {
							h, handlerField = paramIndex(kv.Value), "" // the parameter is the handler itself
						}
					}
				}
			}
			if !ok || h < 0 || t.field == anyMethod {
				return true // (a table of tool values: their types serve, tooltypes.go)
			}
			f := ToolRegistryFact{Handler: h, Name: paramIndex(ix.Index), Tool: -1, HandlerField: handlerField, Errors: t.errs, Why: t.why}
			if sel, ok := ast.Unparen(ix.Index).(*ast.SelectorExpr); ok && f.Name < 0 {
				f.Tool, f.NameField = paramIndex(sel.X), sel.Sel.Name
			}
			if f.Name >= 0 || f.Tool >= 0 {
				out[fn] = f
			}
			return true
		})
	}
	return out
}

// addTableFills adds a registration for every handler this package
// stores in a tool table under a constant name (`s.tools["search"] =
// s.handleSearch`), outside a function that stores its parameter there
// (registryFuncs: its calls are the registrations). It returns whether
// every such store was read.
func (b *builder) addTableFills(tables map[types.Object]toolTable) bool {
	if len(tables) == 0 {
		return true
	}
	info := b.pass.TypesInfo
	complete := true
	for _, decl := range b.decls {
		if decl.Body == nil {
			continue
		}
		ast.Inspect(decl.Body, func(n ast.Node) bool {
			a, ok := n.(*ast.AssignStmt)
			if !ok || len(a.Lhs) != 1 || len(a.Rhs) != 1 || a.Tok != token.ASSIGN {
				return true
			}
			ix, ok := a.Lhs[0].(*ast.IndexExpr)
			if !ok {
				return true
			}
			t, ok := tables[fieldOrVar(info, ix.X)]
			if !ok || t.field == anyMethod {
				return true
			}
			if isParamOf(info, decl, stripAddr(a.Rhs[0])) {
				return true // a registry function: its calls register
			}
			if b.readsTable(a.Rhs[0], tables) {
				return true // an alias of a handler the table holds already
			}
			if elems := b.loopFills(ix.Index, a.Rhs[0]); elems != nil {
				// for _, r := range regs { s.tools[r.def.Name] = r.handler }
				for _, e := range elems {
					if !b.addTableFill(b.name(e.name), e.handler, t) {
						complete = false
					}
				}
				return true
			}
			if !b.addTableFill(b.name(ix.Index), a.Rhs[0], t) {
				complete = false
			}
			return true
		})
	}
	return complete
}

// addLiteralTableFills adds a registration for every element of a tool
// table that is a package variable set once to a literal of tool structs
// (var allTools = []toolDef{{descriptor: toolDescriptor{Name: "x"}, impl:
// callX}}): named by the element's name field, or that of the struct in
// one of its fields, served by its handler field.
func (b *builder) addLiteralTableFills(tables map[types.Object]toolTable) {
	for obj, t := range tables {
		v, ok := obj.(*types.Var)
		if !ok || !b.isPackageVar(v) || t.field == "" || t.field == anyMethod {
			continue
		}
		ds := b.defs[v]
		if len(ds) != 1 || ds[0].expr == nil || ds[0].index >= 0 {
			continue
		}
		lit, ok := ast.Unparen(ds[0].expr).(*ast.CompositeLit)
		if !ok {
			continue
		}
		for _, elt := range lit.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				elt = kv.Value // map[string]toolDef{"x": {...}}
			}
			e, ok := stripAddr(elt).(*ast.CompositeLit)
			if !ok {
				continue
			}
			name, def := b.elementName(e)
			if name == nil {
				continue
			}
			n := b.name(name)
			if b.addTableFill(n, e, t) {
				b.m.TableFills[len(b.m.TableFills)-1].Def = def
			}
		}
	}
}

// elementName returns the expression that names the tool of e, a tool
// struct literal, and the literal that holds it: e's own Name field, or
// that of a struct literal in one of e's fields (a descriptor).
func (b *builder) elementName(e *ast.CompositeLit) (ast.Expr, *ast.CompositeLit) {
	var nested *ast.CompositeLit
	for i, elt := range e.Elts {
		key, val := fieldOf(elt, i)
		if key == "Name" {
			return val, e
		}
		if inner, ok := stripAddr(val).(*ast.CompositeLit); ok && nested == nil {
			if _, isStruct := typeUnder(b.pass.TypesInfo.TypeOf(inner)).(*types.Struct); isStruct {
				nested = inner
			}
		}
	}
	if nested != nil {
		for i, elt := range nested.Elts {
			if key, val := fieldOf(elt, i); key == "Name" {
				return val, nested
			}
		}
	}
	return nil, nil
}

// addTableFill adds the tool that a store of handler into table t under
// name registers; false when it cannot be read.
func (b *builder) addTableFill(name Name, handler ast.Expr, t toolTable) bool {
	if !name.Known || handler == nil {
		return false
	}
	r := &Registration{SDK: HandRolled, Name: name, Server: ServerRef{Param: -1}}
	r.InputSchema = Schema{Kind: SchemaUnknown}
	r.OutputSchema = Schema{Kind: SchemaUnknown}
	if t.field != "" {
		if handler = b.literalField(handler, t.field); handler == nil {
			return false
		}
	}
	if !b.addHandRolled(r, handler, t.errs, t.why) {
		return false
	}
	b.m.TableFills = append(b.m.TableFills, r)
	return true
}

// loopFill is one element of a table fill in a loop: the expressions that
// the store's key and value stand for on it.
type loopFill struct{ name, handler ast.Expr }

// loopFills reads a store into a tool table inside a range over a list
// the model can read (rangeElements), whose key and value are field
// paths of the loop variable (r.def.Name, r.handler): for each element
// literal, the expressions those paths reach. It returns nil when the
// store is not such a one.
func (b *builder) loopFills(key, value ast.Expr) []loopFill {
	keyRoot, keyPath := selectorPath(key)
	valRoot, valPath := selectorPath(value)
	if keyRoot == nil || valRoot == nil || len(keyPath) == 0 || len(valPath) == 0 {
		return nil
	}
	info := b.pass.TypesInfo
	if info.Uses[keyRoot] == nil || info.Uses[keyRoot] != info.Uses[valRoot] {
		return nil
	}
	elems := b.rangeElements(keyRoot)
	if elems == nil {
		return nil
	}
	out := make([]loopFill, 0, len(elems))
	for _, e := range elems {
		out = append(out, loopFill{name: b.litPath(e, keyPath), handler: b.litPath(e, valPath)})
	}
	return out
}

// selectorPath splits r.def.Name into its root r and the path [def Name].
func selectorPath(e ast.Expr) (*ast.Ident, []string) {
	var path []string
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.SelectorExpr:
			path = append([]string{x.Sel.Name}, path...)
			e = x.X
		case *ast.Ident:
			return x, path
		default:
			return nil, nil
		}
	}
}

// litPath follows path through the nested keyed literals of e, or nil.
func (b *builder) litPath(e ast.Expr, path []string) ast.Expr {
	for _, f := range path {
		if e = b.literalField(e, f); e == nil {
			return nil
		}
	}
	return e
}

// addRegistryLoop adds, for a call of a registry function in a loop over
// a list the model can read, whose arguments are fields of the loop's
// value (`for _, t := range tools { registry.Register(t.tool, t.handler) }`
// over []struct{tool Tool; handler ToolHandler}{{newJobListTool(),
// jobListHandler}, ...}), the tool each element registers. It reports
// whether the call was such a one, and the registrations (nil for an
// element that could not be read).
func (b *builder) addRegistryLoop(call *ast.CallExpr, f ToolRegistryFact) (bool, []*Registration) {
	var root *ast.Ident
	paths := map[int][]string{}
	for i, a := range call.Args {
		r, path := selectorPath(a)
		if r == nil || len(path) == 0 {
			continue
		}
		if root != nil && b.pass.TypesInfo.Uses[r] != b.pass.TypesInfo.Uses[root] {
			return false, nil
		}
		root, paths[i] = r, path
	}
	if root == nil || paths[f.Handler] == nil {
		return false, nil
	}
	elems := b.rangeElements(root)
	if elems == nil {
		return false, nil
	}
	var regs []*Registration
	for _, e := range elems {
		c := *call
		c.Args = slices.Clone(call.Args)
		ok := true
		for i, path := range paths {
			if c.Args[i] = b.litPath(e, path); c.Args[i] == nil {
				ok = false
			}
		}
		var r *Registration
		if ok {
			r = b.addRegistryCall(&c, f)
		}
		regs = append(regs, r)
	}
	return true, regs
}

// addRegistryCall adds the tool that call, a call of a registry function
// f, registers.
func (b *builder) addRegistryCall(call *ast.CallExpr, f ToolRegistryFact) *Registration {
	if f.Handler >= len(call.Args) {
		return nil
	}
	r := &Registration{SDK: HandRolled, Call: call, Server: ServerRef{Param: -1}}
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
		if s, isMethod := b.pass.TypesInfo.Selections[sel]; isMethod && s.Kind() == types.MethodVal {
			r.Server = b.serverRef(sel.X, call)
		}
	}
	switch {
	case f.Name >= 0 && f.Name < len(call.Args):
		r.Name = b.name(call.Args[f.Name])
	case f.Tool >= 0 && f.Tool < len(call.Args):
		r.Def = call.Args[f.Tool]
		if lit := b.compositeLit(r.Def); lit != nil {
			for i, elt := range lit.Elts {
				if name, val := fieldOf(elt, i); name == f.NameField {
					r.Name = b.name(val)
				}
			}
		}
	}
	// The table holds the project's own tool and schema types: the model
	// reads the field that marshals as "inputSchema" when its value is a
	// literal it can rebuild as JSON, and no other.
	r.InputSchema = Schema{Kind: SchemaUnknown, Expr: r.Def}
	r.OutputSchema = Schema{Kind: SchemaUnknown, Expr: r.Def}
	if s, ok := b.projectInputSchema(r.Def); ok {
		r.InputSchema = s
	}
	handler := call.Args[f.Handler]
	if f.HandlerField != "" {
		if handler = b.literalField(handler, f.HandlerField); handler == nil {
			return nil // a tool struct built elsewhere: its handler is not read
		}
	}
	if !b.addHandRolled(r, handler, f.Errors, f.Why) {
		return nil
	}
	return r
}

// addHandRolled follows handler, the function a hand-rolled server's
// tool r runs, whose error becomes errs, and adds r; false when the
// handler cannot be followed.
func (b *builder) addHandRolled(r *Registration, handler ast.Expr, errs ErrorSemantics, why string) bool {
	r.Errors, r.Handler = b.decide(r, b.follow(handler, 0), errs, 0, why)
	if r.Handler == nil {
		return false
	}
	if r.Handler.Shape == ShapeUnknown && r.Handler.SDK == SDKUnknown {
		r.Handler.Shape, r.Handler.SDK = ShapeHandRolled, HandRolled
	}
	r.Handler.Tools = append(r.Handler.Tools, r)
	b.m.Registrations = append(b.m.Registrations, r)
	return true
}

// projectInputSchema reads the input schema of a hand-rolled server's
// tool literal (Tool{Name: "x", InputSchema: JSONSchema{...}}): the value
// of the field that marshals as "inputSchema", when it is a JSON text or
// a Go literal the model rebuilds as JSON.
func (b *builder) projectInputSchema(def ast.Expr) (Schema, bool) {
	lit := b.compositeLit(def)
	if lit == nil {
		return Schema{}, false
	}
	st, ok := derefType(b.pass.TypesInfo.TypeOf(lit)).Underlying().(*types.Struct)
	if !ok {
		return Schema{}, false
	}
	for i, elt := range lit.Elts {
		name, val := fieldOf(elt, -1)
		idx := fieldIndex(st, name)
		if _, keyed := elt.(*ast.KeyValueExpr); !keyed {
			idx, val = i, elt
		}
		if idx < 0 || idx >= st.NumFields() || JSONName(st, idx) != "inputSchema" {
			continue
		}
		if s := b.schemaValue(val); s.Kind == SchemaJSON || s.Kind == SchemaGoValue && s.JSON != nil {
			return s, true
		}
		return Schema{}, false
	}
	return Schema{}, false
}

// literalField returns the value that field gets in the composite
// literal e is (or points to), or nil.
func (b *builder) literalField(e ast.Expr, field string) ast.Expr {
	lit := b.compositeLit(e)
	if lit == nil {
		return nil
	}
	var names []string // a positional struct literal's field names
	if st, ok := typeUnder(derefType(b.pass.TypesInfo.TypeOf(lit))).(*types.Struct); ok {
		for i := range st.NumFields() {
			names = append(names, st.Field(i).Name())
		}
	}
	for i, elt := range lit.Elts {
		if name, val := fieldOf(elt, i, names...); name == field {
			return val
		}
	}
	return nil
}

// stripAddr returns x for &x, and e otherwise.
func stripAddr(e ast.Expr) ast.Expr {
	if u, ok := ast.Unparen(e).(*ast.UnaryExpr); ok && u.Op == token.AND {
		return ast.Unparen(u.X)
	}
	return e
}

// isParamOf reports whether e is a parameter of decl.
func isParamOf(info *types.Info, decl *ast.FuncDecl, e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return false
	}
	fn, ok := info.Defs[decl.Name].(*types.Func)
	if !ok {
		return false
	}
	params := fn.Type().(*types.Signature).Params()
	for i := range params.Len() {
		if info.Uses[id] == params.At(i) {
			return true
		}
	}
	return false
}

// readsTable reports whether e, directly or through a variable's one
// definition, is a lookup in one of the tool tables: `h :=
// s.handlers["Pinch"]` registered again under another name adds no
// handler that the table does not hold already.
func (b *builder) readsTable(e ast.Expr, tables map[types.Object]toolTable) bool {
	e = ast.Unparen(e)
	if id, ok := e.(*ast.Ident); ok {
		def, ok := b.singleDef(b.pass.TypesInfo.Uses[id])
		if !ok || def.index >= 0 {
			return false
		}
		e = ast.Unparen(def.expr)
	}
	ix, ok := e.(*ast.IndexExpr)
	if !ok {
		return false
	}
	_, ok = tables[fieldOrVar(b.pass.TypesInfo, ix.X)]
	return ok
}
