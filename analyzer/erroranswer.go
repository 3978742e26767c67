package analyzer

import (
	"go/ast"
	"go/types"

	"github.com/mcplint-go/mcplint/internal/analysisutil"
	"golang.org/x/tools/go/types/typeutil"
)

// maxErrorAnswerDepth bounds how many of the package's helpers
// ErrorAnswer follows into one another.
const maxErrorAnswerDepth = 3

// ErrorAnswer reports whether e surely is an isError tool result: a result
// literal that sets IsError true, an SDK builder of one
// (mcp.NewToolResultError), or a call of a function of this package each
// of whose returns is one of these (callError(code, msg) building
// &mcp.CallToolResult{IsError: true, ...}). False when it cannot be told.
func (m *Model) ErrorAnswer(e ast.Expr) bool {
	if m.b == nil {
		return false
	}
	return m.b.errorAnswer(e, 0)
}

func (b *builder) errorAnswer(e ast.Expr, depth int) bool {
	info := b.pass.TypesInfo
	r := ClassifyResult(info, e)
	if r.Op == OpResultError || r.Lit != nil && r.IsError == IsErrorTrue {
		return true
	}
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || depth >= maxErrorAnswerDepth {
		return false
	}
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	if fn == nil {
		return false
	}
	decl := b.m.funcDecls[fn]
	if decl == nil || decl.Body == nil {
		return false
	}
	sig := fn.Type().(*types.Signature)
	if sig.Results().Len() != 1 {
		return false
	}
	all, any := true, false
	analysisutil.ForEachReturn(decl.Body, func(ret *ast.ReturnStmt) {
		if len(ret.Results) != 1 || !b.errorAnswer(ret.Results[0], depth+1) {
			all = false
			return
		}
		any = true
	})
	return all && any
}
