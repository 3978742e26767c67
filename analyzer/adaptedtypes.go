package analyzer

import (
	"go/ast"
	"go/types"
	"maps"
	"slices"
	"strings"
)

// A project tool layer often has a handler type of its own, with one
// parameter more than the SDK's (`type ToolHandler func(ctx,
// mcp.CallToolRequest, *Helper) (*mcp.CallToolResult, error)`), a table
// of tools that hold values of it, and one SDK handler closure, registered
// for every tool, that calls the table's value and returns what it
// returns:
//
//	s.AddTool(def.tool, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
//		return def.handler(ctx, req, ch)
//	})
//
// The project type then decides what a returned error becomes, as the
// SDK's own handler types do (typeSink): what the closure's registration
// makes of the errors it returns, through what the closure does with the
// error of its call. The closure may also come out of an adapter
// function of the package, whose result type is the SDK's handler type
// (func Wrap(h ToolHandler) server.ToolHandlerFunc { return func(ctx, req)
// ... { return h(ctx, user, req) } }), whatever registers what it returns
// (a server.ServerTool list handed to AddTools). AdaptedType records that
// for each such type.

// AdaptedType is a project handler type and what an error returned by a
// value of it becomes, read from the SDK handler closure that calls it
// (Pos): the record a typed sink keeps for an SDK handler type.
type AdaptedType = TypedSink

// AdaptedTypesFact exports a package's adapted handler types to the
// packages that import it (handlers written in another package than the
// adapter's).
type AdaptedTypesFact struct{ Types []AdaptedType }

func (*AdaptedTypesFact) AFact() {}
func (f *AdaptedTypesFact) String() string {
	var s []string
	for _, t := range f.Types {
		s = append(s, t.Type+" "+t.Errors.String())
	}
	return "adapted handler types " + strings.Join(s, ", ")
}

// projectFuncType returns the key of t when it is a named function type
// outside the SDKs, else "".
func projectFuncType(t types.Type) string { return namedFuncType(t, false) }

// adaptedTypeSink is the sink of a value held in the project handler type
// t, when an SDK handler closure of this package, or of a package this one
// imports, adapts it; ok is false otherwise.
func (b *builder) adaptedTypeSink(t types.Type) (sink, bool) {
	key := projectFuncType(t)
	if key == "" {
		return sink{}, false // b.adapted is nil until the registrations are read
	}
	a, ok := b.adapted[key]
	if !ok {
		return sink{}, false
	}
	return sink{errs: a.Errors, code: a.Code, why: a.Why, project: true}, true
}

// findAdaptedTypes reads this package's registered SDK handler closures
// for calls of values of project handler types, exports what it finds,
// and adds what imported packages export.
func (b *builder) findAdaptedTypes() map[string]AdaptedType {
	found := map[string]AdaptedType{}
	conflict := map[string]bool{}
	var own []AdaptedType
	// record reads lit, an SDK handler closure whose errors become outer,
	// for the project handler types it calls.
	record := func(lit *ast.FuncLit, outer sink, adapter string) {
		for _, key := range b.calledProjectTypes(lit) {
			wr := b.newWrapReader(nil)
			wr.match = func(call *ast.CallExpr) bool {
				return projectFuncType(b.pass.TypesInfo.TypeOf(call.Fun)) == key && b.callee(call) == nil
			}
			s := through(wr.effect(lit), outer, adapter+" of "+key+" at "+b.posString(lit.Pos()))
			if s.errs == ErrUnknown {
				conflict[key] = true
				continue
			}
			a := AdaptedType{Type: key, Errors: s.errs, Code: s.code, Why: s.why, Pos: b.posString(lit.Pos())}
			if s.errs != ErrJSONRPC {
				a.Code = 0
			}
			if prev, ok := found[key]; ok && (prev.Errors != a.Errors || prev.Code != a.Code) {
				conflict[key] = true
				continue
			}
			if _, ok := found[key]; !ok {
				found[key] = a
				own = append(own, a)
			}
		}
	}
	for _, r := range b.m.Registrations {
		h := r.Handler
		if h == nil || h.Lit == nil || r.FromDefinition || r.Errors == ErrUnknown {
			continue
		}
		record(h.Lit, sink{errs: r.Errors, code: h.ErrorCode, sdk: r.SDK, why: r.Why}, "the adapter")
	}
	// An adapter factory: a function that takes a project handler and
	// returns the SDK handler closure that calls it (func Wrap(h
	// ToolHandler) server.ToolHandlerFunc { return func(ctx, req) ... {
	// return h(ctx, user, req) } }). Its result type fixes what the SDK
	// makes of the closure's errors, whatever registers it.
	decls := slices.Collect(maps.Values(b.decls))
	slices.SortFunc(decls, func(x, y *ast.FuncDecl) int { return int(x.Pos() - y.Pos()) }) // facts in source order
	for _, decl := range decls {
		if lit, outer := b.adapterFactory(decl); lit != nil {
			record(lit, outer, "the adapter "+decl.Name.Name)
		}
	}
	for k := range conflict {
		delete(found, k) // adapted two ways: the model cannot tell which
	}
	var exported []AdaptedType
	for _, a := range own {
		if !conflict[a.Type] {
			exported = append(exported, a)
		}
	}
	if len(exported) > 0 {
		b.pass.ExportPackageFact(&AdaptedTypesFact{Types: exported})
	}
	for _, pf := range b.pass.AllPackageFacts() {
		f, ok := pf.Fact.(*AdaptedTypesFact)
		if !ok || pf.Package == b.pass.Pkg {
			continue
		}
		for _, a := range f.Types {
			if _, ok := found[a.Type]; !ok && !conflict[a.Type] {
				found[a.Type] = a
			}
		}
	}
	return found
}

// adapterFactory returns the SDK handler closure that decl returns, and
// what the SDK makes of its errors by decl's result type, when decl's
// one statement returns a function literal and its one result is an SDK
// raw handler type; nil otherwise.
func (b *builder) adapterFactory(decl *ast.FuncDecl) (*ast.FuncLit, sink) {
	if decl.Body == nil || decl.Type.Results == nil || len(decl.Type.Results.List) != 1 || len(decl.Type.Results.List[0].Names) > 1 {
		return nil, sink{}
	}
	outer := sdkTypeSink(b.pass.TypesInfo.TypeOf(decl.Type.Results.List[0].Type))
	if outer.errs == ErrUnknown || outer.typed {
		return nil, sink{}
	}
	var lit *ast.FuncLit
	for _, st := range decl.Body.List {
		ret, ok := st.(*ast.ReturnStmt)
		if !ok {
			continue
		}
		if len(ret.Results) != 1 {
			return nil, sink{}
		}
		l, ok := ast.Unparen(ret.Results[0]).(*ast.FuncLit)
		if !ok || lit != nil {
			return nil, sink{}
		}
		lit = l
	}
	return lit, outer
}

// calledProjectTypes lists the project handler types whose values lit's
// body calls (dynamic calls only: a function of that type called by name
// is one handler, not the layer's).
func (b *builder) calledProjectTypes(lit *ast.FuncLit) []string {
	var keys []string
	ast.Inspect(lit.Body, func(n ast.Node) bool {
		if _, ok := n.(*ast.FuncLit); ok {
			return false
		}
		call, ok := n.(*ast.CallExpr)
		if !ok || b.callee(call) != nil {
			return true
		}
		key := projectFuncType(b.pass.TypesInfo.TypeOf(call.Fun))
		if key != "" && !slices.Contains(keys, key) {
			keys = append(keys, key)
		}
		return true
	})
	return keys
}
