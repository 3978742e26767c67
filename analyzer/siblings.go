package analyzer

import (
	"go/ast"
	"go/types"
)

// A tool may be a type whose methods hand out its two halves, the
// definition from one and the handler from the other, for a registrar
// the model may never see (a generic helper of another package that
// takes an interface of the two: forgejo-mcp's tools.Register(s, impl)):
//
//	func (ListIssues) Definition() *mcp.Tool { return &mcp.Tool{Name: "list_issues", ...} }
//	func (impl ListIssues) Handler() mcp.ToolHandlerFor[ListIssuesParams, any] {
//		return func(ctx context.Context, req *mcp.CallToolRequest, args ListIssuesParams) (...) { ... }
//	}
//
// The definition is paired with the handler its sibling returns; what the
// handler's errors become is what its SDK handler type says.

// siblingHandler returns, when ret is the one return of a method without
// parameters, the handler that the receiver type's one other method
// without parameters returning a handler returns, and the sink its
// declared result type makes.
func (b *builder) siblingHandler(ret *ast.ReturnStmt) (ast.Expr, sink) {
	if b.enclosingLit(ret) != nil {
		return nil, sink{}
	}
	decl := b.enclosingDecl(ret)
	if decl == nil || decl.Recv == nil || decl.Type.Params.NumFields() != 0 {
		return nil, sink{}
	}
	fn, _ := b.pass.TypesInfo.Defs[decl.Name].(*types.Func)
	if fn == nil {
		return nil, sink{}
	}
	named, ok := types.Unalias(derefType(fn.Type().(*types.Signature).Recv().Type())).(*types.Named)
	if !ok {
		return nil, sink{}
	}
	var found *types.Func
	for m := range named.Origin().Methods() {
		sig := m.Type().(*types.Signature)
		if m == fn.Origin() || sig.Params().Len() != 0 || sig.Results().Len() != 1 || !isHandlerLike(sig.Results().At(0).Type()) {
			continue
		}
		if found != nil {
			return nil, sink{} // two handlers: which one is this tool's is not written
		}
		found = m
	}
	if found == nil {
		return nil, sink{}
	}
	h := b.methodReturn(types.NewMethodSet(types.NewPointer(named.Origin())), found)
	if h == nil {
		return nil, sink{}
	}
	return h, b.typeSink(found.Type().(*types.Signature).Results().At(0).Type())
}
