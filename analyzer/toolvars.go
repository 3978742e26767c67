package analyzer

import (
	"cmp"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
)

// Servers often define tools as exported package variables of a toolset
// package and pair them with handlers in the package that registers them:
//
//	// package scan
//	var ScanImageTool = mcp.NewTool("scan_image", ...)
//
//	// package tools
//	tools = append(tools, server.ServerTool{Tool: scan.ScanImageTool, Handler: t.scan.Handle})
//
// The defining package exports a FactoryFact on the variable (what it
// would export for a function returning the definition); the importer
// reads the name and schema from it wherever the variable stands in for a
// definition, and pairs it with the handler beside it as it pairs a
// definition written in place (findDefinitions).

// exportToolVars exports a FactoryFact for each exported package variable
// assigned once, at its declaration, a tool definition whose name the
// model can fold. (Another package could assign it again; a toolset that
// does so has bigger problems, and the fact only names a tool.)
func (b *builder) exportToolVars() {
	scope := b.pass.Pkg.Scope()
	for _, name := range scope.Names() {
		v, ok := scope.Lookup(name).(*types.Var)
		if !ok || !v.Exported() || len(b.defs[v]) != 1 || b.defs[v][0].expr == nil || b.defs[v][0].index >= 0 {
			continue
		}
		e := ast.Unparen(b.defs[v][0].expr)
		if call, ok := e.(*ast.CallExpr); ok && isFuncLit(call.Fun) {
			// var Tool = func() mcp.Tool { ...; return mcp.NewTool(...) }()
			if e = b.singleReturn(call, -1); e == nil {
				continue
			}
			e = ast.Unparen(e)
		}
		if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
			e = ast.Unparen(u.X)
		}
		if syntacticDefinition(e, b.pass.TypesInfo) == nil || b.inTestFile(e.Pos()) {
			continue
		}
		r := &Registration{}
		b.fillDef(r, e, -1)
		if r.Name.Expr == nil {
			continue
		}
		b.pass.ExportObjectFact(v, &FactoryFact{
			Name: r.Name.Value, Known: r.Name.Known, Pos: b.posString(r.Name.Expr.Pos()),
			OutputSchema: r.OutputSchema.Kind, Def: b.posString(e.Pos()),
			InputJSON: b.inputJSON(r),
		})
	}
}

// toolVarValue returns the value of e when e names an exported package
// variable of this package assigned once, at its declaration, a tool
// definition (var SearchTool = mcp.NewTool("search", ...)): the same
// variables exportToolVars reads for other packages. Nil otherwise.
func (b *builder) toolVarValue(e ast.Expr) ast.Expr {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := b.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || v.Pkg() != b.pass.Pkg || v.Parent() != v.Pkg().Scope() || !v.Exported() {
		return nil
	}
	if ds := b.defs[v]; len(ds) == 1 && ds[0].expr != nil && ds[0].index < 0 && syntacticDefinition(ast.Unparen(ds[0].expr), b.pass.TypesInfo) != nil {
		return ds[0].expr
	}
	return nil
}

// importedVar returns the FactoryFact of e when e names another package's
// tool variable.
func (b *builder) importedVar(e ast.Expr) (*types.Var, *FactoryFact) {
	id := namingIdent(e)
	if id == nil {
		return nil, nil
	}
	v, ok := b.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || v.Pkg() == nil || v.Pkg() == b.pass.Pkg || v.Parent() != v.Pkg().Scope() {
		return nil, nil
	}
	var fact FactoryFact
	if !b.pass.ImportObjectFact(v, &fact) {
		return nil, nil
	}
	return v, &fact
}

// importedVarDef fills r from the FactoryFact of another package's tool
// variable that e names; it reports whether there was one.
func (b *builder) importedVarDef(r *Registration, e ast.Expr) bool {
	v, fact := b.importedVar(e)
	if fact == nil {
		return false
	}
	r.Name = Name{Expr: e, Value: fact.Name, Known: fact.Known}
	r.OutputSchema = Schema{Kind: fact.OutputSchema, Expr: e}
	if fact.InputJSON != nil {
		// No Expr: the defining package reports on the schema itself.
		r.InputSchema = Schema{Kind: SchemaJSON, JSON: fact.InputJSON, From: "the inputSchema of " + v.Pkg().Name() + "." + v.Name()}
	}
	if fact.Def != "" {
		r.ImportedDef = DefKey(v.Pkg().Path(), fact.Def)
	}
	return true
}

// toolVarUses returns, in source order, the expressions of this
// package's non-test files that name another package's tool variable:
// definitions that findDefinitions pairs like those written in place.
func (b *builder) toolVarUses() []ast.Expr {
	facts := map[*types.Var]bool{}
	var ids []*ast.Ident
	for id, obj := range b.pass.TypesInfo.Uses {
		v, ok := obj.(*types.Var)
		if !ok || v.Pkg() == nil || v.Pkg() == b.pass.Pkg || v.Parent() != v.Pkg().Scope() {
			continue
		}
		has, ok := facts[v]
		if !ok {
			_, fact := b.importedVar(id)
			has = fact != nil
			facts[v] = has
		}
		if has && !b.inTestFile(id.Pos()) {
			ids = append(ids, id)
		}
	}
	slices.SortFunc(ids, func(x, y *ast.Ident) int { return cmp.Compare(x.Pos(), y.Pos()) })
	var out []ast.Expr
	for _, id := range ids {
		e := ast.Expr(id)
		if sel, ok := b.parentOf(id).(*ast.SelectorExpr); ok && sel.Sel == id {
			e = sel // scan.ScanImageTool
		}
		out = append(out, e)
	}
	return out
}

func isFuncLit(e ast.Expr) bool {
	_, ok := ast.Unparen(e).(*ast.FuncLit)
	return ok
}

// namingIdent returns the identifier that e names an object by: e itself,
// or the selected name of pkg.Name or x.Field; nil for anything else.
func namingIdent(e ast.Expr) *ast.Ident {
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		return x
	case *ast.SelectorExpr:
		return x.Sel
	}
	return nil
}
