package errlayer

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
)

// loggedAction is the swallowed-error rule for an action of the tool that
// fails with only a log line, after which the tool goes on to its success
// answer:
//
//	err := client.Deployments(args.Namespace).Delete(ctx, "sleep", opts)
//	if err != nil && !errors.IsNotFound(err) {
//		log.Printf("delete: %v", err) // and nothing else
//	}
//	return textResult("sleep app removed"), nil
//
// The model is told the action happened; only the server's log knows it
// did not. It is reported only when no doubt is left: the call's one
// result is its error (an action, not a lookup whose zero value the
// answer may stand on), it is handed the model's arguments (so it is the
// tool's own work, not the server's bookkeeping), the branch holds
// nothing but log calls (no word added to the answer, no flag set), the
// error is read nowhere after, and the statement is in no loop (a loop's
// skipped items are the skipped-item rule's). Cleanup, notifications,
// caches, metrics and audit trails are the server's own and may fail
// quietly.
func (c *checker) loggedAction(h *analyzer.Handler, list []ast.Stmt, i int, fn ast.Node, argTypes []types.Type) {
	info := c.pass.TypesInfo
	ifs, ok := list[i].(*ast.IfStmt)
	if !ok || ifs.Else != nil || !analyzer.OnlyLogs(info, ifs.Body.List) {
		return
	}
	as, _ := ifs.Init.(*ast.AssignStmt)
	if as == nil && i > 0 {
		as, _ = list[i-1].(*ast.AssignStmt)
	}
	call, errObj := c.failingCall(as)
	if call == nil || len(as.Lhs) != 1 || !errorOnly(info, call) || !failedTest(info, ifs.Cond, errObj) {
		return
	}
	if analyzer.BestEffort(info, call) || analyzer.IsLogCall(info, call) || analyzer.IsParser(info, call) || bookkeeping(info, call) {
		return
	}
	if c.inLoop(ifs) || readLater(info, funcBody(fn), list, i, errObj) || !c.handedArg(call, fn, argTypes) {
		return
	}
	callee := calleeName(info, call)
	c.report(analysis.Diagnostic{
		Pos: ifs.Pos(), End: ifs.Cond.End(), Category: catSwallowed,
		Message: toolLabel(h) + ": when " + callee + " fails, the failure is only logged and the tool goes on to its success answer, so the model is told the action happened; " +
			"return an isError result that says what failed, or say it in the answer",
	})
}

// errorOnly reports whether call's one result is an error.
func errorOnly(info *types.Info, call *ast.CallExpr) bool {
	t := info.TypeOf(call)
	return t != nil && isError(t)
}

// failedTest reports whether cond is `err != nil`, or that joined by &&
// with a test of which failures count (`!errors.IsNotFound(err)`).
func failedTest(info *types.Info, cond ast.Expr, errObj types.Object) bool {
	if op, ok := errTest(info, cond, errObj); ok {
		return op == token.NEQ
	}
	be, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok || be.Op != token.LAND {
		return false
	}
	op, ok := errTest(info, be.X, errObj)
	return ok && op == token.NEQ && readsAfter(info, be.Y, errObj, token.NoPos)
}

// bookkeepingWords name the server's own records, whose failure the
// tool's answer need not carry.
var bookkeepingWords = []string{"cache", "metric", "audit", "telemetry", "analytics", "usage", "notif", "history", "tracker", "invalidate"}

// bookkeeping reports whether call writes the server's own records: its
// name, or that of a value it is called on, holds one of bookkeepingWords.
func bookkeeping(info *types.Info, call *ast.CallExpr) bool {
	has := func(name string) bool {
		name = strings.ToLower(name)
		for _, w := range bookkeepingWords {
			if strings.Contains(name, w) {
				return true
			}
		}
		return false
	}
	for e := call.Fun; e != nil; {
		switch x := ast.Unparen(e).(type) {
		case *ast.SelectorExpr:
			if has(x.Sel.Name) {
				return true
			}
			e = x.X
		case *ast.CallExpr:
			e = x.Fun
		case *ast.Ident:
			return has(x.Name)
		case *ast.IndexExpr:
			e = x.X
		default:
			return false
		}
	}
	return false
}

// handedArg reports whether call, or a call on whose result it is made
// (`clients.Deployments(args.Namespace).Delete(...)`), is handed one of
// the tool's arguments as the model gave it.
func (c *checker) handedArg(call *ast.CallExpr, fn ast.Node, argTypes []types.Type) bool {
	for e := ast.Expr(call); e != nil; {
		switch x := ast.Unparen(e).(type) {
		case *ast.CallExpr:
			for _, a := range x.Args {
				if c.directArg(a, fn, argTypes, 0) {
					return true
				}
			}
			e = x.Fun
		case *ast.SelectorExpr:
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		default:
			return false
		}
	}
	return false
}
