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
// without parameters returning a handler returns, with that return.
func (b *builder) siblingHandler(ret *ast.ReturnStmt) (ast.Expr, *ast.ReturnStmt) {
	if b.enclosingLit(ret) != nil {
		return nil, nil
	}
	decl := b.enclosingDecl(ret)
	if decl == nil || decl.Recv == nil || decl.Type.Params.NumFields() != 0 {
		return nil, nil
	}
	fn, _ := b.pass.TypesInfo.Defs[decl.Name].(*types.Func)
	if fn == nil {
		return nil, nil
	}
	recv := fn.Type().(*types.Signature).Recv()
	named, ok := types.Unalias(derefType(recv.Type())).(*types.Named)
	if !ok {
		return nil, nil
	}
	var found *types.Func
	for m := range named.Origin().Methods() {
		sig := m.Type().(*types.Signature)
		if m == fn.Origin() || sig.Params().Len() != 0 || sig.Results().Len() != 1 || !isHandlerLike(sig.Results().At(0).Type()) {
			continue
		}
		if found != nil {
			return nil, nil // two handlers: which one is this tool's is not written
		}
		found = m
	}
	if found == nil {
		return nil, nil
	}
	hd := b.decls[found]
	if hd == nil || hd.Body == nil {
		return nil, nil
	}
	var only *ast.ReturnStmt
	n := 0
	forEachReturn(hd.Body, func(r *ast.ReturnStmt) {
		n++
		only = r
	})
	if n != 1 || len(only.Results) != 1 {
		return nil, nil
	}
	return only.Results[0], only
}
