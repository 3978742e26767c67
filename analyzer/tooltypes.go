package analyzer

import (
	"go/ast"
	"go/types"
)

// A hand-rolled server may keep its tools as values of an interface
// (map[string]McpTool) whose tools/call branch calls one method of the
// entry (tool.Execute(ctx, args, opts)), and give the project a struct
// type that implements it by calling a function field:
//
//	type GenericTool[In any] struct {
//		Name     string
//		Callback func(context.Context, In, FuncOptions) ([]any, error)
//	}
//	func (g *GenericTool[In]) Execute(ctx context.Context, args map[string]any, o FuncOptions) ([]any, error) {
//		var in In
//		... decode args into in ...
//		return g.Callback(ctx, in, o)
//	}
//
// The tools are literals of that type in the packages that import the
// server's (var StatusTool = mcp.GenericTool[StatusIn]{Name: "status",
// Callback: func(...) {...}}), registered from yet another package. The
// server's package exports a ToolTypeFact for the type; a package with
// such literals knows each as a tool: named by the name field, served by
// the function in the handler field, whose error becomes what the branch
// makes of the method's.

// anyMethod marks a tool table of interface values (toolTable.field).
const anyMethod = "*"

// ToolTypeFact is exported for a struct type of a hand-rolled server's
// package whose values are its tools.
type ToolTypeFact struct {
	HandlerField string // the function field the entry's method calls
	NameField    string // the string field that names the tool ("" when none)
	Errors       ErrorSemantics
	Why          string
}

func (*ToolTypeFact) AFact() {}
func (f *ToolTypeFact) String() string {
	return "tool type: handler field " + f.HandlerField + " errors " + f.Errors.String()
}

// exportToolTypes exports a ToolTypeFact for each struct type of this
// package that implements the method that a table of interface values is
// called through, by returning the call of one of its function fields,
// and keeps them for this package's own literals.
func (b *builder) exportToolTypes(tables map[types.Object]toolTable) {
	scope := b.pass.Pkg.Scope()
	for _, t := range tables {
		if t.field != anyMethod || t.method == "" || t.errs == ErrUnknown {
			continue
		}
		for _, name := range scope.Names() {
			tn, ok := scope.Lookup(name).(*types.TypeName)
			if !ok || tn.IsAlias() {
				continue
			}
			named, ok := tn.Type().(*types.Named)
			if !ok {
				continue
			}
			st, ok := named.Underlying().(*types.Struct)
			if !ok {
				continue
			}
			field := b.callsFuncField(named, st, t.method)
			if field == "" {
				continue
			}
			f := &ToolTypeFact{HandlerField: field, NameField: nameField(st), Errors: t.errs, Why: t.why}
			if b.toolTypes == nil {
				b.toolTypes = map[*types.TypeName]*ToolTypeFact{}
			}
			b.toolTypes[tn] = f
			if tn.Exported() {
				b.pass.ExportObjectFact(tn, f)
			}
		}
	}
}

// callsFuncField returns the function field of st whose call named's
// method returns as it is (`return g.Callback(ctx, in, o)`), or "".
func (b *builder) callsFuncField(named *types.Named, st *types.Struct, method string) string {
	var m *types.Func
	for i := range named.NumMethods() {
		if named.Method(i).Name() == method {
			m = named.Method(i)
		}
	}
	if m == nil {
		return ""
	}
	decl := b.decls[m.Origin()]
	if decl == nil || decl.Body == nil || decl.Recv == nil || len(decl.Recv.List) == 0 || len(decl.Recv.List[0].Names) == 0 {
		return ""
	}
	recv := b.pass.TypesInfo.Defs[decl.Recv.List[0].Names[0]]
	field := ""
	forEachReturn(decl.Body, func(ret *ast.ReturnStmt) {
		if len(ret.Results) != 1 {
			return
		}
		call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr)
		if !ok {
			return
		}
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok {
			return
		}
		x, ok := ast.Unparen(sel.X).(*ast.Ident)
		if !ok || recv == nil || b.pass.TypesInfo.Uses[x] != recv {
			return
		}
		if v, ok := b.pass.TypesInfo.Uses[sel.Sel].(*types.Var); ok && v.IsField() {
			if _, isFunc := v.Type().Underlying().(*types.Signature); isFunc && hasField(st, v.Name()) {
				field = v.Name()
			}
		}
	})
	return field
}

// hasField reports whether st has a field called name.
func hasField(st *types.Struct, name string) bool {
	for i := range st.NumFields() {
		if st.Field(i).Name() == name {
			return true
		}
	}
	return false
}

// nameField is the string field of st that names a tool: the one that
// marshals as "name", or is called Name.
func nameField(st *types.Struct) string {
	for i := range st.NumFields() {
		f := st.Field(i)
		if b, ok := f.Type().Underlying().(*types.Basic); ok && b.Kind() == types.String && (JSONName(st, i) == "name" || f.Name() == "Name") {
			return f.Name()
		}
	}
	return ""
}

// toolTypeOf returns the ToolTypeFact of t's type (a literal's), from this
// package or imported.
func (b *builder) toolTypeOf(t types.Type) *ToolTypeFact {
	if t == nil {
		return nil
	}
	named, ok := types.Unalias(Deref(t)).(*types.Named)
	if !ok {
		return nil
	}
	tn := named.Origin().Obj()
	if tn.Pkg() == nil || isSDKPackage(tn.Pkg().Path()) {
		return nil
	}
	if tn.Pkg() == b.pass.Pkg {
		return b.toolTypes[tn]
	}
	if f, ok := b.importedToolTypes[tn]; ok {
		return f // asked for every literal: each type's fact is read once
	}
	var f *ToolTypeFact
	if fact := new(ToolTypeFact); b.pass.ImportObjectFact(tn, fact) {
		f = fact
	}
	if b.importedToolTypes == nil {
		b.importedToolTypes = map[*types.TypeName]*ToolTypeFact{}
	}
	b.importedToolTypes[tn] = f
	return f
}

// findToolTypeLits adds a tool for each literal of a tool type
// (ToolTypeFact) in this package's non-test files whose handler field is
// set: named by its name field, served by that function.
func (b *builder) findToolTypeLits() {
	info := b.pass.TypesInfo
	b.walkSource(kCompositeLit, func(_ *ast.File, n ast.Node) {
		lit := n.(*ast.CompositeLit)
		f := b.toolTypeOf(info.TypeOf(lit))
		if f == nil {
			return
		}
		var name Name
		var handler ast.Expr
		for i, elt := range lit.Elts {
			key, val := fieldOf(elt, i)
			switch key {
			case f.NameField:
				name = b.name(val)
			case f.HandlerField:
				handler = val
			}
		}
		if handler == nil {
			return
		}
		r := &Registration{SDK: HandRolled, Name: name, Server: ServerRef{Param: -1}, Def: lit, FromDefinition: true}
		r.InputSchema = Schema{Kind: SchemaUnknown, Expr: lit}
		r.OutputSchema = Schema{Kind: SchemaUnknown, Expr: lit}
		b.addHandRolled(r, handler, f.Errors, f.Why)
	})
}
