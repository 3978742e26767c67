package analyzer

import (
	"go/ast"
	"go/types"
)

// A project may keep each tool as a value of its own interface and hand
// it, with the tool's name, to one registration helper whose handler
// runs it:
//
//	type Tool interface{ Execute(ctx context.Context, in json.RawMessage) (any, error) }
//
//	func (s *Server) registerTool(name, desc string, tool Tool, schema map[string]any) {
//		s.mcp.AddTool(mcp.NewToolWithRawSchema(name, desc, raw(schema)), s.adapt(tool))
//	}
//	func (s *Server) adapt(tool Tool) server.ToolHandlerFunc {
//		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
//			out, err := tool.Execute(ctx, args(req))
//			...
//		}
//	}
//	s.registerTool("detect_anomalies", "...", tools.NewDetectAnomaliesTool(g), schema)
//
// The handler is the same for every tool; what it runs is the value each
// call of the helper passes. bindToolValues reads that value's type at
// each call: the method of the concrete type (in this package or
// another) is the tool's code behind the handler's interface call.

// BoundCall is an interface method call in a helper's shared handler,
// and the method of the concrete type one registration hands it.
type BoundCall struct {
	Call   *ast.CallExpr
	Method *types.Func
}

// bindToolValues fills Registration.Bound for the registrations made by
// a helper call (ViaHelper), and imports the SkippedFailureFacts of the
// bound methods of other packages.
func (b *builder) bindToolValues() {
	info := b.pass.TypesInfo
	for _, r := range b.m.Registrations {
		if !r.ViaHelper || r.Call == nil || r.Handler == nil || r.Handler.Lit == nil {
			continue
		}
		helper := b.callee(r.Call)
		if helper == nil {
			continue
		}
		helperDecl := b.m.funcDecls[helper.Origin()]
		if helperDecl == nil {
			continue
		}
		ast.Inspect(r.Handler.Lit.Body, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
			if !ok {
				return true
			}
			x, ok := ast.Unparen(sel.X).(*ast.Ident)
			if !ok {
				return true
			}
			v, ok := info.Uses[x].(*types.Var)
			method := b.callee(call)
			if !ok || method == nil || !types.IsInterface(v.Type()) {
				return true
			}
			arg := b.helperArgFor(v, helperDecl, r.Call)
			if arg == nil {
				return true
			}
			t := info.TypeOf(arg)
			if t == nil || types.IsInterface(t) {
				return true
			}
			obj, _, _ := types.LookupFieldOrMethod(t, true, method.Pkg(), method.Name())
			bound, ok := obj.(*types.Func)
			if !ok {
				return true
			}
			r.Bound = append(r.Bound, BoundCall{Call: call, Method: bound})
			b.importBoundFacts(bound)
			return true
		})
	}
}

// helperArgFor returns the argument of regCall, a call of the helper
// declared by helperDecl, that v holds: v is a parameter of the helper,
// or of a function the helper calls handing it one of its parameters
// (s.adapt(tool)).
func (b *builder) helperArgFor(v *types.Var, helperDecl *ast.FuncDecl, regCall *ast.CallExpr) ast.Expr {
	info := b.pass.TypesInfo
	if i := paramIndexOf(info, helperDecl, v); i >= 0 {
		if i < len(regCall.Args) && !regCall.Ellipsis.IsValid() {
			return regCall.Args[i]
		}
		return nil
	}
	var factory *ast.FuncDecl
	for _, d := range b.m.funcDecls {
		if d.Type.Params != nil && d.Type.Params.Pos() <= v.Pos() && v.Pos() < d.Type.Params.End() {
			factory = d
		}
	}
	if factory == nil {
		return nil
	}
	k := paramIndexOf(info, factory, v)
	fn, _ := info.Defs[factory.Name].(*types.Func)
	if k < 0 || fn == nil {
		return nil
	}
	var out ast.Expr
	ast.Inspect(helperDecl.Body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || out != nil || b.callee(call) != fn || k >= len(call.Args) {
			return out == nil
		}
		id, ok := ast.Unparen(call.Args[k]).(*ast.Ident)
		if !ok {
			return true
		}
		if p, ok := info.Uses[id].(*types.Var); ok {
			if i := paramIndexOf(info, helperDecl, p); i >= 0 && i < len(regCall.Args) && !regCall.Ellipsis.IsValid() {
				out = regCall.Args[i]
			}
		}
		return out == nil
	})
	return out
}

// paramIndexOf returns the index of v among decl's parameters (the
// receiver not counted), or -1.
func paramIndexOf(info *types.Info, decl *ast.FuncDecl, v types.Object) int {
	return ParamIndex(info, decl.Type, v)
}

// ParamIndex returns the index of v among ft's parameters, or -1.
func ParamIndex(info *types.Info, ft *ast.FuncType, v types.Object) int {
	i := 0
	for _, field := range ft.Params.List {
		if len(field.Names) == 0 {
			i++
			continue
		}
		for _, name := range field.Names {
			if info.Defs[name] == v {
				return i
			}
			i++
		}
	}
	return -1
}

// importBoundFacts records the SkippedFailureFact of fn, a bound method
// of another package.
func (b *builder) importBoundFacts(fn *types.Func) {
	if fn.Pkg() == b.pass.Pkg {
		return
	}
	var fact SkippedFailureFact
	if b.pass.ImportObjectFact(fn.Origin(), &fact) {
		if b.m.skipped == nil {
			b.m.skipped = map[*types.Func][]SkipSite{}
		}
		b.m.skipped[fn.Origin()] = fact.Sites
	}
}
