package errlayer

import (
	"go/ast"
	"go/types"

	"github.com/mcplint-go/mcplint/analyzer"
)

// configSwitchDefault returns the tag of the switch whose default clause
// ret ends (after log calls only), when the tag is a field of a value the
// handler got from a part of the server (`conn, ok :=
// s.config.GetConnection(name)`, `conn := s.conns[name]`) and not the
// call's own: `switch conn.Type { ... default: return nil, err }` answers
// a configuration the server should not have accepted.
func (f *flow) configSwitchDefault(ret *ast.ReturnStmt, fn ast.Node) ast.Expr {
	info := f.pass.TypesInfo
	path := f.path(ret)
	if len(path) < 4 || path[0] != ret {
		return nil
	}
	cc, ok := path[1].(*ast.CaseClause)
	if !ok || cc.List != nil || cc.Body[len(cc.Body)-1] != ret {
		return nil
	}
	if before := cc.Body[:len(cc.Body)-1]; len(before) > 0 && !analyzer.OnlyLogs(info, before) {
		return nil
	}
	sw, ok := path[3].(*ast.SwitchStmt)
	if !ok || sw.Tag == nil || !contains(fn, sw) {
		return nil
	}
	sel, ok := ast.Unparen(sw.Tag).(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := info.Uses[id].(*types.Var)
	if !ok || v.Pkg() != f.pass.Pkg {
		return nil
	}
	var from ast.Expr
	ast.Inspect(fn, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || len(as.Rhs) != 1 || len(as.Lhs) == 0 {
			return true
		}
		if l, ok := ast.Unparen(as.Lhs[0]).(*ast.Ident); ok && info.Defs[l] == v {
			from = as.Rhs[0]
		}
		return true
	})
	switch x := ast.Unparen(from).(type) {
	case *ast.CallExpr:
		// a method of a part of the server (s.config.GetConnection), not of
		// the server itself (s.lookup: its own code)
		if s, ok := ast.Unparen(x.Fun).(*ast.SelectorExpr); ok && info.Selections[s] != nil && serverPart(info, s.X, fn) {
			if _, bare := ast.Unparen(s.X).(*ast.Ident); !bare {
				return sw.Tag
			}
		}
	case *ast.IndexExpr:
		if serverPart(info, x.X, fn) {
			return sw.Tag
		}
	}
	return nil
}
