package errlayer

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// exitSwallowed reports the success returns of h that send the output of
// a command runner which returns a failed command with a nil error
// (analyzer.ExitSwallowFact): `output, err := mgr.Execute(ctx, cmd); if
// err != nil { isError }; return mcp.NewToolResultText(output), nil`
// answers a command that exited non-zero as a success.
func (c *checker) exitSwallowed(h *analyzer.Handler, reported map[token.Pos]bool) {
	info := c.pass.TypesInfo
	for _, fn := range c.m.Delegates(h) {
		forEachReturn(funcBody(fn), func(ret *ast.ReturnStmt) {
			if len(ret.Results) < 2 || reported[ret.Pos()] || kinds(c.f.returnedError(fn, ret)) != kNil {
				return
			}
			res := ret.Results[0]
			if c.isErrorAnswer(res, h.Shape == analyzer.ShapeHandRolled, 0) {
				return
			}
			var runner *types.Func
			at := ""
			ast.Inspect(res, func(n ast.Node) bool {
				id, ok := n.(*ast.Ident)
				if !ok || runner != nil {
					return runner == nil
				}
				v, ok := info.Uses[id].(*types.Var)
				if !ok || v.IsField() {
					return true
				}
				for _, d := range c.f.reachingDefs(v, id, fn) {
					call, ok := ast.Unparen(d.rhs).(*ast.CallExpr)
					if !ok || d.unknown || d.index != 0 {
						continue
					}
					callee, _ := typeutil.Callee(info, call).(*types.Func)
					if pos := c.m.SwallowsExit(callee); pos != "" && !c.fixedCommand(call, fn) {
						runner, at = callee, pos
						return false
					}
				}
				return true
			})
			if runner == nil {
				return
			}
			reported[ret.Pos()] = true
			c.report(analysis.Diagnostic{
				Pos: ret.Pos(), End: ret.End(), Category: catHiddenError,
				Message: toolLabel(h) + ": " + analyzer.FuncLabel(runner) + " returns a command's output with a nil error when the command exits non-zero (" + at +
					"), and this return sends that output as a success result (no isError), so the model takes a command that failed for one that ran; have " +
					runner.Name() + " return an error for a non-zero exit, or test the exit code here and answer with an isError result",
			})
		})
	}
}

// fixedCommand reports whether every string argument of call, a command
// runner's, is a constant or a variable whose every definition is one: a
// fixed script (`echo "Hostname: $(hostname)"; ...`) whose exit status
// the tool's author knows, unlike a command built from the call's
// arguments.
func (c *checker) fixedCommand(call *ast.CallExpr, fn ast.Node) bool {
	info := c.pass.TypesInfo
	constant := func(e ast.Expr) bool {
		tv, ok := info.Types[e]
		return ok && tv.Value != nil
	}
	// the parameters that hold the command (cmd, command, script), or
	// every string one when none is named so
	var sig *types.Signature
	if callee, _ := typeutil.Callee(info, call).(*types.Func); callee != nil {
		sig, _ = callee.Type().(*types.Signature)
	}
	named := func(i int) bool {
		if sig == nil || sig.Variadic() || i >= sig.Params().Len() {
			return false
		}
		n := strings.ToLower(sig.Params().At(i).Name())
		return strings.Contains(n, "cmd") || strings.Contains(n, "command") || strings.Contains(n, "script")
	}
	anyNamed := false
	for i := range call.Args {
		anyNamed = anyNamed || named(i)
	}
	for i, a := range call.Args {
		t := info.TypeOf(a)
		if t == nil || !types.Identical(t.Underlying(), types.Typ[types.String]) || constant(a) || anyNamed && !named(i) {
			continue
		}
		id, ok := ast.Unparen(a).(*ast.Ident)
		if !ok {
			return false
		}
		v, ok := info.Uses[id].(*types.Var)
		if !ok {
			return false
		}
		defs := c.f.reachingDefs(v, id, fn)
		if len(defs) == 0 {
			return false
		}
		for _, d := range defs {
			if d.unknown {
				return false
			}
			if d.rhs == nil {
				continue // var cmd string: the zero value, assigned below
			}
			if !constant(d.rhs) && !masksExit(c.messageText(d.rhs)) {
				return false
			}
		}
	}
	return true
}

// masksExit reports whether the shell command text has an `||`
// fallback: its author answered the first command's failure with another
// command, whose exit status the command's is.
func masksExit(text string) bool {
	return strings.Contains(text, "||")
}
