package errlayer

import (
	"go/ast"
	"go/token"
	"go/types"
	"strconv"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

const catNilOnFailure = "nil-on-failure"

// nilOnFailure is the rule for a failure path that reads the result it
// has just been told is missing:
//
//	result, err := utils.Run(ctx, args)   // returns nil, err on failure
//	if err != nil {
//		return errorResult(err.Error() + result.Stderr) // nil dereference
//	}
//
// The callee (this package's, or another's through NilOnErrorFact)
// returns nil for that result beside a non-nil error, so the branch that
// should answer the failure panics instead: the SDKs do not recover a
// handler's panic (mcp-go only under server.WithRecovery), and the
// process crashes. Reported at the first field read through the result
// in the branch, unless the branch compares the result with nil.
func (c *checker) nilOnFailure(h *analyzer.Handler, body *ast.BlockStmt) {
	check := func(list []ast.Stmt) {
		for i, st := range list {
			ifs, ok := st.(*ast.IfStmt)
			if !ok {
				continue
			}
			as, _ := ifs.Init.(*ast.AssignStmt)
			if as == nil && i > 0 {
				as, _ = list[i-1].(*ast.AssignStmt)
			}
			c.nilResultRead(h, as, ifs)
		}
	}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.BlockStmt:
			check(n.List)
		case *ast.CaseClause:
			check(n.Body)
		}
		return true
	})
}

// nilResultRead reports the read, in ifs's `err != nil` branch, of a
// result that as took from a call that returns it nil with its error.
func (c *checker) nilResultRead(h *analyzer.Handler, as *ast.AssignStmt, ifs *ast.IfStmt) {
	if as == nil || len(as.Rhs) != 1 || len(as.Lhs) < 2 {
		return
	}
	call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
	if !ok {
		return
	}
	info := c.pass.TypesInfo
	errObj := identObject(info, as.Lhs[len(as.Lhs)-1])
	if errObj == nil || !isError(errObj.Type()) {
		return
	}
	if op, ok := errTest(info, ifs.Cond, errObj); !ok || op != token.NEQ {
		return
	}
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	if fn == nil {
		return
	}
	for _, i := range c.m.NilOnError(c.pass, fn) {
		if i >= len(as.Lhs)-1 {
			continue
		}
		v := identObject(info, as.Lhs[i])
		if v == nil {
			continue
		}
		sel := fieldReadOf(info, ifs.Body, v)
		if sel == nil {
			continue
		}
		c.report(analysis.Diagnostic{
			Pos: sel.Pos(), End: sel.End(), Category: catNilOnFailure,
			Message: toolLabel(h) + ": " + v.Name() + " is nil here: " + fn.Name() + " returns nil for its " + ordinal(i) + " result with its error, so reading " +
				types.ExprString(sel) + " in the failure branch panics, and the server process crashes (unless it recovers panics) instead of answering the failure; " +
				"leave " + v.Name() + " out of the failure answer, or check " + v.Name() + " != nil first",
		})
	}
}

// fieldReadOf returns the first field read through v (v.F) in body, or
// nil when there is none or body compares v with nil.
func fieldReadOf(info *types.Info, body *ast.BlockStmt, v types.Object) *ast.SelectorExpr {
	var first *ast.SelectorExpr
	guarded := false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.BinaryExpr:
			if analyzer.IsNilComparison(info, n, v) {
				guarded = true
			}
		case *ast.SelectorExpr:
			if id, ok := ast.Unparen(n.X).(*ast.Ident); ok && info.Uses[id] == v && first == nil {
				if s, ok := info.Selections[n]; ok && s.Kind() == types.FieldVal {
					first = n
				}
			}
		}
		return !guarded
	})
	if guarded {
		return nil
	}
	return first
}

// ordinal names result i (0-based): "first", "second", "3rd"...
func ordinal(i int) string {
	switch i {
	case 0:
		return "first"
	case 1:
		return "second"
	case 2:
		return "third"
	}
	return strconv.Itoa(i+1) + "th"
}
