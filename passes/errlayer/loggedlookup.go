package errlayer

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// loggedLookup is the swallowed-error rule for a lookup whose value is
// the tool's whole answer, when its failure is only logged:
//
//	images, err := p.GetImages(ctx)
//	if err != nil {
//		log.Println(err) // and nothing else
//	}
//	b, _ := json.Marshal(images)
//	return textResult(string(b)), nil // "null", as a success
//
// The model reads the empty or zero value the failed call left as the
// truth ("there are no images"). A lookup whose value is one part of the
// answer among others (a description, optional labels) is a degraded
// answer the author may have chosen, and is left alone: the answer must
// carry no data but the failed call's value (the handler's own
// parameters and constants carry none).
func (c *checker) loggedLookup(h *analyzer.Handler, list []ast.Stmt, i int, fn ast.Node) {
	info := c.pass.TypesInfo
	ifs, ok := list[i].(*ast.IfStmt)
	if !ok || ifs.Init != nil || ifs.Else != nil || i == 0 || !analyzer.OnlyLogs(info, ifs.Body.List) {
		return
	}
	as, _ := list[i-1].(*ast.AssignStmt)
	call, errObj := c.failingCall(as)
	if call == nil || len(as.Lhs) != 2 || !failedTest(info, ifs.Cond, errObj) {
		return
	}
	value, _ := identObject(info, as.Lhs[0]).(*types.Var)
	if value == nil || isError(value.Type()) {
		return
	}
	if analyzer.BestEffort(info, call) || analyzer.IsLogCall(info, call) || analyzer.IsParser(info, call) || encodes(funcOf(typeutil.Callee(info, call))) {
		return // (an encoding of the server's own answer fails only on the server's mistake)
	}
	if c.inLoop(ifs) || readLater(info, funcBody(fn), list, i, errObj) {
		return
	}
	ret := successReturnAfter(list, i)
	if ret == nil || len(ret.Results) < 2 || kinds(c.f.returnedError(fn, ret)) != kNil || assignedBetween(info, list, i, ret, value) {
		return
	}
	if r := analyzer.ClassifyResult(info, ret.Results[0]); r.Op == analyzer.OpResultError || r.IsError.MaybeTrue() {
		return
	}
	roots := map[types.Object]bool{}
	seen := map[types.Object]bool{value: true}
	for _, e := range ret.Results[:len(ret.Results)-1] {
		c.answerRoots(e, fn, value, seen, roots, 0)
	}
	if len(roots) != 1 || !roots[value] {
		return
	}
	c.report(analysis.Diagnostic{
		Pos: ifs.Pos(), End: ifs.Cond.End(), Category: catSwallowed,
		Message: toolLabel(h) + ": when " + calleeName(info, call) + " fails, the failure is only logged and the tool answers with the empty value the call left, as a success, so the model takes it for the truth (nothing found); " +
			"return an isError result that says what failed",
		Related: []analysis.RelatedInformation{{Pos: ret.Pos(), End: ret.End(), Message: "the success answer built from the value the failed call left"}},
	})
}

// successReturnAfter is the first return statement of list after
// list[i] (not one nested in a branch): the answer the tool goes on to.
func successReturnAfter(list []ast.Stmt, i int) *ast.ReturnStmt {
	for _, s := range list[i+1:] {
		if ret, ok := s.(*ast.ReturnStmt); ok {
			return ret
		}
	}
	return nil
}

// assignedBetween reports whether v is set anywhere between list[i] and
// ret (a fallback value put in its place).
func assignedBetween(info *types.Info, list []ast.Stmt, i int, ret *ast.ReturnStmt, v types.Object) bool {
	set := false
	for _, s := range list[i+1:] {
		if s.Pos() >= ret.Pos() {
			break
		}
		ast.Inspect(s, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.AssignStmt:
				set = set || assignsObj(info, n, v)
			case *ast.UnaryExpr:
				if n.Op == token.AND && identObject(info, n.X) == v {
					set = true // json.Unmarshal(b, &v)
				}
			}
			return !set
		})
	}
	return set
}

// answerRoots adds to roots the local variables whose values e carries,
// following each local but value back through its definitions in fn
// (`b, _ := json.Marshal(images)` carries images). Parameters, globals
// and constants carry no data of their own; a local whose definition
// cannot be read, or is a call handed none of these locals, is data of
// its own.
func (c *checker) answerRoots(e ast.Expr, fn ast.Node, value *types.Var, seen, roots map[types.Object]bool, depth int) {
	params := c.f.signature(fn)
	ast.Inspect(e, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			roots[nil] = true // a closure's data is not read: not only value's
			return false
		case *ast.SelectorExpr:
			ast.Inspect(n.X, func(m ast.Node) bool {
				if _, ok := m.(*ast.FuncLit); ok {
					return false
				}
				id, ok := m.(*ast.Ident)
				if ok {
					c.identRoot(id, fn, value, params, seen, roots, depth)
				}
				return true
			})
			return false // the field name is no variable
		case *ast.Ident:
			c.identRoot(n, fn, value, params, seen, roots, depth)
		}
		return true
	})
}

// identRoot is answerRoots for one identifier.
func (c *checker) identRoot(id *ast.Ident, fn ast.Node, value *types.Var, params *types.Signature, seen, roots map[types.Object]bool, depth int) {
	v, ok := c.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || !isLocal(v, c.pass.Pkg) || isParam(v, params) || params != nil && params.Recv() == v {
		return
	}
	if v == value {
		roots[v] = true
		return
	}
	if seen[v] {
		return
	}
	seen[v] = true
	if depth >= 3 {
		roots[v] = true
		return
	}
	for _, d := range c.f.reachingDefs(v, id, fn) {
		switch {
		case d.unknown:
			roots[v] = true
		case d.rhs != nil:
			before := len(roots)
			c.answerRoots(d.rhs, fn, value, seen, roots, depth+1)
			if len(roots) == before && c.callsOut(d.rhs) {
				roots[v] = true // a value of its own: `hits, err := db.Search(q)`
			}
		}
	}
}

// callsOut reports whether e calls a function (not a conversion): its
// value comes from somewhere, not from constants.
func (c *checker) callsOut(e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok {
			if tv, ok := c.pass.TypesInfo.Types[call.Fun]; !ok || !tv.IsType() {
				found = true
			}
		}
		return !found
	})
	return found
}
