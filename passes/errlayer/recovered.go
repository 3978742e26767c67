package errlayer

import (
	"go/ast"
	"go/types"
	"slices"
)

// recoveredAnswer reports whether e, the answer ret gives inside the
// branch of a failure in errs, carries a value that a second call made
// inside that same branch produced with its own error result: the tool
// fell back to another source (`content, dlErr := download(name)`), and
// the answer is that source's content with a note on the first failure,
// a successful answer, not a hidden failure.
func (c *checker) recoveredAnswer(e ast.Expr, ret *ast.ReturnStmt, errs []types.Object, fn ast.Node) bool {
	info := c.pass.TypesInfo
	body := funcBody(fn)
	if body == nil {
		return false
	}
	var branches []*ast.BlockStmt // the failure branches that hold ret
	ast.Inspect(body, func(n ast.Node) bool {
		ifs, ok := n.(*ast.IfStmt)
		if !ok || ret.Pos() < ifs.Body.Pos() || ret.End() > ifs.Body.End() {
			return n == nil || n.Pos() <= ret.Pos() && ret.End() <= n.End()
		}
		if mentionsObj(info, ifs.Cond, errs) {
			branches = append(branches, ifs.Body)
		}
		return true
	})
	if len(branches) == 0 {
		return false
	}
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		id, ok := n.(*ast.Ident)
		if !ok || found {
			return !found
		}
		v, ok := info.Uses[id].(*types.Var)
		if !ok || slices.Contains(errs, types.Object(v)) || types.Implements(v.Type(), errorType) {
			return true
		}
		for _, b := range branches {
			if b.Pos() <= v.Pos() && v.Pos() < b.End() && definedWithError(info, b, v) {
				found = true
			}
		}
		return true
	})
	return found
}

// mentionsObj reports whether e uses one of objs.
func mentionsObj(info *types.Info, e ast.Expr, objs []types.Object) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && slices.Contains(objs, info.Uses[id]) {
			found = true
		}
		return !found
	})
	return found
}

// definedWithError reports whether v is defined in block by `v, err :=
// call(...)`, a call whose last result is an error.
func definedWithError(info *types.Info, block *ast.BlockStmt, v *types.Var) bool {
	found := false
	ast.Inspect(block, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || found {
			return !found
		}
		if len(as.Rhs) != 1 || len(as.Lhs) < 2 {
			return true
		}
		call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
		if !ok {
			return true
		}
		tup, ok := info.TypeOf(call).(*types.Tuple)
		if !ok || tup.Len() != len(as.Lhs) || !types.Implements(tup.At(tup.Len()-1).Type(), errorType) {
			return true
		}
		for _, l := range as.Lhs[:len(as.Lhs)-1] {
			if id, ok := l.(*ast.Ident); ok && info.Defs[id] == v {
				found = true
			}
		}
		return true
	})
	return found
}
