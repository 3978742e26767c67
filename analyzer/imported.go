package analyzer

import (
	"go/ast"
	"go/types"
)

// addImported records a call to a function of another package that the
// facts say registers tools on a server argument.
func (b *builder) addImported(call *ast.CallExpr, fn *types.Func) {
	if fn.Pkg() == b.pass.Pkg {
		return
	}
	var fact RegistrarFact
	if !b.pass.ImportObjectFact(fn.Origin(), &fact) || fact.Param >= len(call.Args) {
		return
	}
	b.m.Imported = append(b.m.Imported, &ImportedRegistration{
		Call:   call,
		Callee: fn,
		Server: b.serverRef(call.Args[fact.Param], call),
		Tools:  fact.Tools,
	})
}

// importedDef reads a tool definition returned by a factory of another
// package from its FactoryFact.
func (b *builder) importedDef(r *Registration, call *ast.CallExpr) {
	fn := b.callee(call)
	if fn == nil || fn.Pkg() == b.pass.Pkg {
		return
	}
	var fact FactoryFact
	if !b.pass.ImportObjectFact(fn.Origin(), &fact) {
		return
	}
	r.Via = fn
	r.Name = Name{Expr: call, Value: fact.Name, Known: fact.Known}
	r.OutputSchema = Schema{Kind: fact.OutputSchema, Expr: call}
	if fact.InputJSON != nil {
		// No Expr: the declaration is in the factory's package, which
		// reports on the schema itself.
		r.InputSchema = Schema{Kind: SchemaJSON, JSON: fact.InputJSON, From: "the inputSchema that " + fn.Name() + " builds"}
	}
	if fact.Def != "" {
		r.ImportedDef = DefKey(fn.Pkg().Path(), fact.Def)
	}
}
