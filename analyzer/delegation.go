package analyzer

import (
	"go/ast"
	"go/types"
	"strings"
)

// maxDelegation bounds how many functions deep Delegates follows a
// handler's `return other(...)`.
const maxDelegation = 3

// Delegates returns the functions of this package whose results the
// handler returns unchanged: a registered closure that only does
// `return handleRead(ctx, req, in)` answers with handleRead's returns, so
// the checks that read a handler's returns must read those too. The
// handler's own function node comes first; callees whose results are not
// the handler's own result types are not followed.
func (m *Model) Delegates(h *Handler) []ast.Node { return m.delegates(h, false) }

// ArgDelegates is Delegates for the checks that read the call's
// arguments: it does not follow a call that hands the callee a request the
// handler built itself (`return s.handleSkeleton(ctx, mcp.CallToolRequest{
// Params: ...{Arguments: map[string]any{"target_path": path}}})`), whose
// reads are of the handler's own values, not of the tool's arguments.
func (m *Model) ArgDelegates(h *Handler) []ast.Node { return m.delegates(h, true) }

func (m *Model) delegates(h *Handler, ownRequest bool) []ast.Node {
	own := h.FuncNode()
	if own == nil || m.b == nil {
		return nil
	}
	out := []ast.Node{own}
	seen := map[ast.Node]bool{own: true}
	want := resultsOf(m.b.pass.TypesInfo, own)
	if want == nil {
		return out
	}
	for i := 0; i < len(out) && i <= maxDelegation; i++ {
		ast.Inspect(funcBodyOf(out[i]), func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncLit:
				return false
			case *ast.ReturnStmt:
				if len(n.Results) != 1 {
					return true
				}
				call, ok := ast.Unparen(n.Results[0]).(*ast.CallExpr)
				if !ok {
					return true
				}
				fn := m.b.callee(call)
				if fn == nil || ownRequest && buildsRequest(m.b.pass.TypesInfo, call) {
					return true
				}
				decl := m.b.decls[fn.Origin()]
				if decl == nil || decl.Body == nil || seen[decl] {
					return true
				}
				if got := resultsOf(m.b.pass.TypesInfo, decl); got == nil || !sameAnswer(got, want) {
					return true
				}
				seen[decl] = true
				out = append(out, decl)
			}
			return true
		})
	}
	return out
}

// sameAnswer reports whether a callee's results got, returned as they
// are, are the handler's answer of types want: the same types, or, for a
// handler whose payload is an interface (a hand-rolled func(args) (any,
// error)), values of concrete types that the dispatcher marshals alike.
func sameAnswer(got, want *types.Tuple) bool {
	if types.Identical(got, want) {
		return true
	}
	if got.Len() != want.Len() || want.Len() == 0 || !types.IsInterface(want.At(0).Type()) {
		return false
	}
	for i := range got.Len() {
		if !types.AssignableTo(got.At(i).Type(), want.At(i).Type()) {
			return false
		}
	}
	return true
}

// resultsOf returns the result tuple of a function node.
func resultsOf(info *types.Info, fn ast.Node) *types.Tuple {
	var t types.Type
	switch fn := fn.(type) {
	case *ast.FuncLit:
		t = info.TypeOf(fn)
	case *ast.FuncDecl:
		if obj := info.Defs[fn.Name]; obj != nil {
			t = obj.Type()
		}
	}
	sig, _ := t.(*types.Signature)
	if sig == nil {
		return nil
	}
	return sig.Results()
}

func funcBodyOf(fn ast.Node) *ast.BlockStmt {
	switch fn := fn.(type) {
	case *ast.FuncLit:
		return fn.Body
	case *ast.FuncDecl:
		return fn.Body
	}
	return nil
}

// FuncBody returns the body of a function declaration or literal.
func FuncBody(fn ast.Node) *ast.BlockStmt { return funcBodyOf(fn) }

// buildsRequest reports whether call is handed a request built in place:
// a composite literal (or its address) of an SDK's call request type.
func buildsRequest(info *types.Info, call *ast.CallExpr) bool {
	for _, a := range call.Args {
		a = ast.Unparen(a)
		if u, ok := a.(*ast.UnaryExpr); ok {
			a = ast.Unparen(u.X)
		}
		lit, ok := a.(*ast.CompositeLit)
		if !ok {
			continue
		}
		if named, ok := types.Unalias(info.TypeOf(lit)).(*types.Named); ok && named.Obj().Pkg() != nil && IsSDKPackage(named.Obj().Pkg().Path()) && strings.HasSuffix(named.Obj().Name(), "Request") {
			return true
		}
	}
	return false
}
