package errlayer

import (
	"go/ast"
	"go/constant"
	"go/types"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
)

// emptyAnswers is the swallowed-error rule for a failure answered with an
// empty list as a success:
//
//	tasks, err := store.GetTaskHistory(q)
//	if err != nil {
//		return TaskHistoryResult{Tasks: []TaskResult{}}, nil
//	}
//
// The model reads "no tasks" as the truth, while the store could not be
// read. Only an answer that holds nothing but empty lists, maps, nil and
// zero values is reported (a message or a flag in it says something), in
// the branch of an error that is a tool execution failure (not a
// cancellation, not the server's own encoding), and not for tools that
// check something, whose verdict may well be "none".
func (c *checker) emptyAnswers(h *analyzer.Handler) {
	if checksSomething(h) {
		return
	}
	for _, fn := range c.m.Delegates(h) {
		body := funcBody(fn)
		if body == nil {
			continue
		}
		forEachReturn(body, func(ret *ast.ReturnStmt) {
			if len(ret.Results) < 2 || kinds(c.f.returnedError(fn, ret)) != kNil {
				return
			}
			empty := false
			for _, r := range ret.Results[:len(ret.Results)-1] {
				switch {
				case isNilIdent(c.pass.TypesInfo, r):
				case c.emptyAnswer(r):
					empty = true
				default:
					return
				}
			}
			if !empty {
				return
			}
			what := c.failedToolErr(ret, fn)
			if what == "" {
				return
			}
			c.report(analysis.Diagnostic{
				Pos: ret.Pos(), End: ret.End(), Category: catSwallowed,
				Message: toolLabel(h) + ": when " + what + " fails, the tool answers an empty list as a success, so the model takes \"none\" for the truth; " +
					"return an isError result that says what failed",
			})
		})
	}
}

// failedToolErr names what failed (the call that set the error) in the
// `if err != nil` branch that holds ret, when its error is a tool
// execution failure; "" otherwise.
func (c *checker) failedToolErr(ret *ast.ReturnStmt, fn ast.Node) string {
	for _, o := range c.failedErrsAt(ret, fn) {
		v, ok := o.(*types.Var)
		if !ok {
			continue
		}
		os := c.f.varOrigins(v, ret, fn, 0)
		if k := kinds(os); c.reportable(k) && k&(kCtx|kServer) == 0 {
			if why, _ := firstWhy(os); why != "" {
				return why
			}
			return "the call that sets " + v.Name()
		}
	}
	return ""
}

// emptyAnswer reports whether e is a literal that says nothing but "none":
// an empty slice or map literal, or a struct literal whose fields are
// such literals, nil or zero constants, one of them at least a list.
func (c *checker) emptyAnswer(e ast.Expr) bool {
	info := c.pass.TypesInfo
	lit := compositeOf(e)
	if lit == nil {
		return false
	}
	switch analyzer.Under(info.TypeOf(lit)).(type) {
	case *types.Slice, *types.Map:
		return len(lit.Elts) == 0
	case *types.Struct:
	default:
		return false
	}
	lists := 0
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			return false
		}
		v := ast.Unparen(kv.Value)
		switch {
		case c.emptyAnswer(v) && !isStructLit(info, v):
			lists++
		case isNilIdent(info, v):
			if id, ok := kv.Key.(*ast.Ident); ok && info.Uses[id] != nil {
				switch info.Uses[id].Type().Underlying().(type) {
				case *types.Slice, *types.Map:
					lists++
				}
			}
		case zeroConstant(info, v):
		default:
			return false
		}
	}
	return lists > 0
}

func isStructLit(info *types.Info, e ast.Expr) bool {
	_, ok := analyzer.Under(info.TypeOf(e)).(*types.Struct)
	return ok
}

// zeroConstant reports whether e is a constant zero value: 0, "", false.
func zeroConstant(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	if !ok || tv.Value == nil {
		return false
	}
	switch tv.Value.Kind() {
	case constant.Bool:
		return !constant.BoolVal(tv.Value)
	case constant.String:
		return constant.StringVal(tv.Value) == ""
	case constant.Int, constant.Float:
		return constant.Sign(tv.Value) == 0
	}
	return false
}
