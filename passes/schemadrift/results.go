package schemadrift

import (
	"go/ast"
	"go/types"

	"github.com/mcplint-go/mcplint/analyzer"
	"github.com/mcplint-go/mcplint/internal/analysisutil"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// isOp reports whether e is a call of an SDK function with the given op.
func isOp(pass *analysis.Pass, e ast.Expr, op analyzer.Op) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return false
	}
	fn, _ := typeutil.Callee(pass.TypesInfo, call).(*types.Func)
	return analyzer.OpOf(fn) == op
}

// value is a Go value a handler puts into structuredContent.
type value struct {
	expr ast.Expr   // the expression whose JSON becomes structuredContent
	typ  types.Type // its static type
	at   ast.Node   // the call or literal that carries it
}

// structuredValues lists the values that the handler body of r hands to
// the SDK as structuredContent: arguments of NewToolResultStructured,
// NewToolResultStructuredOnly and NewToolResultJSON, StructuredContent
// fields of result literals and assignments to them. Nested function
// literals are not entered: they may run for something else.
func structuredValues(pass *analysis.Pass, h *analyzer.Handler) []value {
	body := h.Body()
	if body == nil {
		return nil
	}
	var out []value
	add := func(e ast.Expr, at ast.Node) {
		if t := pass.TypesInfo.TypeOf(e); t != nil {
			out = append(out, value{expr: e, typ: t, at: at})
		}
	}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.CallExpr:
			if isOp(pass, n, analyzer.OpResultStructured) && len(n.Args) > 0 {
				add(n.Args[0], n)
			}
		case *ast.CompositeLit:
			// Error results are exempt: every SDK and the newer clients
			// skip validation when isError is set.
			if r := analyzer.ClassifyResult(pass.TypesInfo, n); r.Lit != nil && !r.IsError.MaybeTrue() && r.Structured != nil {
				add(r.Structured, n)
			}
		case *ast.AssignStmt:
			if len(n.Lhs) != len(n.Rhs) {
				break
			}
			for i, lhs := range n.Lhs {
				if analyzer.IsStructuredContent(pass.TypesInfo, lhs) && !isNil(n.Rhs[i]) {
					add(n.Rhs[i], n)
				}
			}
		}
		return true
	})
	return out
}

func isIdent(e ast.Expr, name string) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == name
}

func isNil(e ast.Expr) bool { return isIdent(ast.Unparen(e), "nil") }

// textOnlyReturns lists the success returns of a raw handler body whose
// result is built without structured content: mcp-go NewToolResultText
// and its siblings, or a CallToolResult literal with neither
// StructuredContent nor IsError. A return is a success when its error is
// the literal nil. Returns of variables are not followed.
func textOnlyReturns(pass *analysis.Pass, h *analyzer.Handler) []*ast.ReturnStmt {
	var out []*ast.ReturnStmt
	analysisutil.ForEachReturn(h.Body(), func(n *ast.ReturnStmt) {
		if len(n.Results) == 2 && isNil(n.Results[1]) && textOnly(pass, n.Results[0]) {
			out = append(out, n)
		}
	})
	return out
}

func textOnly(pass *analysis.Pass, e ast.Expr) bool {
	r := analyzer.ClassifyResult(pass.TypesInfo, e)
	if r.Lit == nil {
		return r.Op == analyzer.OpResultText
	}
	// A positional literal: the model cannot tell.
	return !r.Positional && r.Structured == nil && !r.IsError.MaybeTrue()
}
