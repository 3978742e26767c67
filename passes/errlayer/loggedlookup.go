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
	lk, ok := c.swallowedLookupAt(list, i, fn)
	if !ok {
		return
	}
	ret := successReturnAfter(list, i)
	if ret == nil || len(ret.Results) < 2 || kinds(c.f.returnedError(fn, ret)) != kNil || assignedBetween(info, list, i, ret, lk.value) {
		return
	}
	if r := analyzer.ClassifyResult(info, ret.Results[0]); r.Op == analyzer.OpResultError || r.IsError.MaybeTrue() {
		return
	}
	roots := map[types.Object]bool{}
	seen := map[types.Object]bool{lk.value: true}
	for _, e := range ret.Results[:len(ret.Results)-1] {
		c.answerRoots(e, fn, lk.value, seen, roots, 0)
	}
	if !roots[lk.value] {
		return
	}
	others := c.swallowedValues(fn)
	for r := range roots {
		if r != lk.value && !others[r] {
			return // the answer stands on other data too
		}
	}
	how := "the failure is only logged and the tool answers with the empty value the call left"
	if lk.zeroed {
		how = "the failure is dropped, the value replaced by an empty one, and the tool answers with it"
	}
	c.report(analysis.Diagnostic{
		Pos: lk.ifs.Pos(), End: lk.ifs.Cond.End(), Category: catSwallowed,
		Message: toolLabel(h) + ": when " + calleeName(info, lk.call) + " fails, " + how + ", as a success, so the model takes it for the truth (nothing found); " +
			"return an isError result that says what failed",
		Related: []analysis.RelatedInformation{{Pos: ret.Pos(), End: ret.End(), Message: "the success answer built from the value the failed call left"}},
	})
}

// swallowedLookup is a lookup `v, err := f(...)` followed by `if err !=
// nil { ... }` that only logs, or sets v to an empty value.
type swallowedLookup struct {
	value  *types.Var
	call   *ast.CallExpr
	ifs    *ast.IfStmt
	zeroed bool // the branch sets value to an empty value
}

// swallowedLookupAt reads list[i] as the if of a swallowed lookup: not
// in a loop, its error read nowhere after, the call no best-effort
// call, parse or encoding of the server's own.
func (c *checker) swallowedLookupAt(list []ast.Stmt, i int, fn ast.Node) (swallowedLookup, bool) {
	info := c.pass.TypesInfo
	ifs, ok := list[i].(*ast.IfStmt)
	if !ok || ifs.Init != nil || ifs.Else != nil || i == 0 {
		return swallowedLookup{}, false
	}
	as, _ := list[i-1].(*ast.AssignStmt)
	call, errObj := c.failingCall(as)
	if call == nil || len(as.Lhs) != 2 || !failedTest(info, ifs.Cond, errObj) {
		return swallowedLookup{}, false
	}
	value, _ := identObject(info, as.Lhs[0]).(*types.Var)
	if value == nil || isError(value.Type()) {
		return swallowedLookup{}, false
	}
	zeroed, ok := c.dropsFailure(ifs.Body.List, value)
	if !ok {
		return swallowedLookup{}, false
	}
	if analyzer.BestEffort(info, call) || analyzer.IsLogCall(info, call) || analyzer.IsParser(info, call) || encodes(funcOf(typeutil.Callee(info, call))) {
		return swallowedLookup{}, false // (an encoding of the server's own answer fails only on the server's mistake)
	}
	if c.inLoop(ifs) || readLater(info, funcBody(fn), list, i, errObj) {
		return swallowedLookup{}, false
	}
	return swallowedLookup{value: value, call: call, ifs: ifs, zeroed: zeroed}, true
}

// dropsFailure reports whether body, a failure branch, does nothing but
// log and set value to an empty value (nil, an empty literal, a zero
// constant); zeroed says it sets it.
func (c *checker) dropsFailure(body []ast.Stmt, value *types.Var) (zeroed, ok bool) {
	info := c.pass.TypesInfo
	var logs []ast.Stmt
	for _, st := range body {
		as, isAssign := st.(*ast.AssignStmt)
		if !isAssign {
			logs = append(logs, st)
			continue
		}
		if len(as.Lhs) != 1 || len(as.Rhs) != 1 || as.Tok != token.ASSIGN || identObject(info, as.Lhs[0]) != value {
			return false, false
		}
		rhs := ast.Unparen(as.Rhs[0])
		lit := compositeOf(rhs)
		if !isNilIdent(info, rhs) && !zeroConstant(info, rhs) && (lit == nil || len(lit.Elts) > 0) {
			return false, false
		}
		zeroed = true
	}
	if len(logs) > 0 && !analyzer.OnlyLogs(info, logs) || len(logs) == 0 && !zeroed {
		return false, false
	}
	for _, st := range logs {
		if call, ok := ast.Unparen(st.(*ast.ExprStmt).X).(*ast.CallExpr); ok {
			if name := calleeName(info, call); strings.Contains(name, "Fatal") || strings.Contains(name, "Panic") || strings.Contains(name, "Exit") {
				return false, false // log.Fatalf ends the process: no answer goes out
			}
		}
	}
	return zeroed, true
}

// swallowedValues are the values of fn's swallowed lookups: an answer
// built from several of them stands on failed calls only.
func (c *checker) swallowedValues(fn ast.Node) map[types.Object]bool {
	if vs, ok := c.swallowedVals[fn]; ok {
		return vs
	}
	vs := map[types.Object]bool{}
	ast.Inspect(funcBody(fn), func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.BlockStmt:
			for i := range n.List {
				if lk, ok := c.swallowedLookupAt(n.List, i, fn); ok {
					vs[lk.value] = true
				}
			}
		}
		return true
	})
	if c.swallowedVals == nil {
		c.swallowedVals = map[ast.Node]map[types.Object]bool{}
	}
	c.swallowedVals[fn] = vs
	return vs
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
	if rs := rangeOf(c.pass.TypesInfo, v, fn); rs != nil {
		c.answerRoots(rs.X, fn, value, seen, roots, depth+1) // for _, sess := range sessions
		return
	}
	for _, d := range c.f.reachingDefs(v, id, fn) {
		switch {
		case d.unknown:
			roots[v] = true
		case d.rhs != nil && c.fallibleCall(d.rhs):
			// info, err := client.ServerInfo(ctx): a call that can fail
			// on its own brings data of its own
			roots[v] = true
		case d.rhs != nil:
			found := map[types.Object]bool{}
			c.answerRoots(d.rhs, fn, value, seen, found, depth+1)
			if len(found) == 0 && c.callsOut(d.rhs) && !c.onlySeen(d.rhs, seen) {
				roots[v] = true // a value of its own: `hits, err := db.Search(q)`
			}
			for r := range found {
				roots[r] = true
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

// onlySeen reports whether the locals e reads are all in seen: locals
// whose data is accounted for already (a second use of perf in
// make(map[K]V, len(perf.ByType))).
func (c *checker) onlySeen(e ast.Expr, seen map[types.Object]bool) bool {
	any := false
	ok := true
	ast.Inspect(e, func(n ast.Node) bool {
		if id, isID := n.(*ast.Ident); isID {
			if v, isVar := c.pass.TypesInfo.Uses[id].(*types.Var); isVar && isLocal(v, c.pass.Pkg) {
				any = true
				ok = ok && seen[v]
			}
		}
		return true
	})
	return any && ok
}

// rangeOf returns the range statement of fn that declares v as its key
// or value, or nil.
func rangeOf(info *types.Info, v *types.Var, fn ast.Node) *ast.RangeStmt {
	var out *ast.RangeStmt
	ast.Inspect(funcBody(fn), func(n ast.Node) bool {
		rs, ok := n.(*ast.RangeStmt)
		if !ok || out != nil {
			return out == nil
		}
		for _, e := range []ast.Expr{rs.Key, rs.Value} {
			if id, ok := e.(*ast.Ident); ok && rs.Tok == token.DEFINE && info.Defs[id] == v {
				out = rs
			}
		}
		return out == nil
	})
	return out
}

// fallibleCall reports whether e is a call whose last result is an
// error, other than an encoding (json.Marshal of the value is the value).
func (c *checker) fallibleCall(e ast.Expr) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return false
	}
	fn := funcOf(typeutil.Callee(c.pass.TypesInfo, call))
	if fn == nil || encodes(fn) {
		return false
	}
	res := fn.Type().(*types.Signature).Results()
	return res.Len() > 1 && isError(res.At(res.Len()-1).Type())
}
