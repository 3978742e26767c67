package errlayer

import (
	"go/ast"
	"go/token"
	"go/types"
)

// def is one assignment that may give a variable its value at a use:
// rhs (result index of a call when index >= 0), or rhs == nil for a
// declaration without value (the zero value). unknown is set when the
// variable escapes the flow (assigned in a closure, address taken).
type def struct {
	rhs     ast.Expr
	index   int
	unknown bool
}

// varOrigins follows a local variable back from its use at 'at' inside
// function fn.
func (f *flow) varOrigins(v *types.Var, at ast.Node, fn ast.Node, depth int) []origin {
	var out []origin
	for _, d := range f.reachingDefs(v, at, fn) {
		switch {
		case d.unknown:
			out = append(out, origin{k: kUnknown})
		case d.rhs == nil:
			out = append(out, origin{k: kNil})
		case d.index >= 0:
			if call, ok := ast.Unparen(d.rhs).(*ast.CallExpr); ok {
				out = append(out, f.callOrigins(call, d.index, fn, depth+1)...)
			} else if rc := f.reflectCall(d.rhs, fn); rc != nil && d.index == 0 {
				out = append(out, origin{k: kUnknown, expr: rc, why: "a function called by reflection"})
			} else {
				out = append(out, origin{k: kUnknown, expr: d.rhs})
			}
		default:
			out = append(out, f.exprOrigins(d.rhs, fn, depth+1)...)
		}
	}
	return out
}

// reachingDefs approximates the assignments of v that reach 'at': walking
// out from 'at', the statements before it in each enclosing block are
// searched backwards; a statement that always assigns v ends the search,
// one that may assign it (in a branch) adds candidates. Loops add every
// assignment in their body. Reaching the top of fn, a named result holds
// its zero value; a parameter or captured variable is unknown.
func (f *flow) reachingDefs(v *types.Var, at ast.Node, fn ast.Node) []def {
	path := f.path(at)
	var defs []def
	var child ast.Node = at
	for _, n := range path {
		if n == fn {
			if isResultOf(v, f.signature(fn)) && !f.assignedInClosure(v, fn) {
				return append(defs, def{})
			}
			return append(defs, def{unknown: true})
		}
		var before []ast.Stmt
		switch x := n.(type) {
		case *ast.BlockStmt:
			before = stmtsBefore(x.List, child)
		case *ast.CaseClause:
			before = stmtsBefore(x.Body, child)
		case *ast.CommClause:
			before = stmtsBefore(x.Body, child)
			if x.Comm != nil && x.Comm != child {
				before = append([]ast.Stmt{x.Comm}, before...)
			}
		case *ast.IfStmt:
			if x.Init != nil && x.Init != child {
				before = []ast.Stmt{x.Init}
			}
		case *ast.SwitchStmt:
			if x.Init != nil && x.Init != child {
				before = []ast.Stmt{x.Init}
			}
		case *ast.TypeSwitchStmt:
			if x.Init != nil && x.Init != child {
				before = []ast.Stmt{x.Init}
			}
		case *ast.ForStmt:
			defs = append(defs, f.assignments(v, x.Body)...)
			if x.Post != nil {
				defs = append(defs, f.assignments(v, x.Post)...)
			}
			if x.Init != nil && x.Init != child {
				before = []ast.Stmt{x.Init}
			}
		case *ast.RangeStmt:
			defs = append(defs, f.assignments(v, x.Body)...)
		case *ast.FuncLit, *ast.FuncDecl:
			return append(defs, def{unknown: true}) // v belongs to an outer function
		}
		for i := len(before) - 1; i >= 0; i-- {
			if nilAfter(v, before[i], f.pass.TypesInfo) {
				// if err != nil { return ... }: past it, err is nil.
				return append(defs, def{index: -1})
			}
			ds := f.assignments(v, before[i])
			defs = append(defs, ds...)
			if len(ds) > 0 && always(v, before[i], f.pass.TypesInfo) {
				return defs
			}
		}
		child = n
	}
	return append(defs, def{unknown: true})
}

func stmtsBefore(list []ast.Stmt, child ast.Node) []ast.Stmt {
	for i, s := range list {
		if s == child {
			return list[:i]
		}
	}
	return nil
}

func isResultOf(v *types.Var, sig *types.Signature) bool {
	return sig != nil && inTuple(v, sig.Results())
}

func inTuple(v *types.Var, t *types.Tuple) bool {
	for i := range t.Len() {
		if t.At(i) == v {
			return true
		}
	}
	return false
}

// everyDef reports whether v has definitions reaching at and each one is
// accepted: the zero value (or nil past an early return) always, a result
// of a multi-value call by call, any other value by value.
func (f *flow) everyDef(v *types.Var, at ast.Node, fn ast.Node, call func(*ast.CallExpr, int) bool, value func(ast.Expr) bool) bool {
	defs := f.reachingDefs(v, at, fn)
	for _, d := range defs {
		switch {
		case d.unknown:
			return false
		case d.rhs == nil: // the zero value, or nil past `if err != nil { return }`
		case d.index >= 0:
			c, ok := ast.Unparen(d.rhs).(*ast.CallExpr)
			if !ok || !call(c, d.index) {
				return false
			}
		default:
			if !value(d.rhs) {
				return false
			}
		}
	}
	return len(defs) > 0
}

// always reports whether running s always assigns v: an assignment or
// declaration, or an if/switch whose init statement is one.
func always(v *types.Var, s ast.Stmt, info *types.Info) bool {
	assigns := func(s ast.Stmt) bool {
		switch x := s.(type) {
		case *ast.AssignStmt:
			for _, l := range x.Lhs {
				if id, ok := ast.Unparen(l).(*ast.Ident); ok && info.ObjectOf(id) == v {
					return true
				}
			}
		case *ast.DeclStmt:
			if g, ok := x.Decl.(*ast.GenDecl); ok {
				for _, sp := range g.Specs {
					if vs, ok := sp.(*ast.ValueSpec); ok {
						for _, id := range vs.Names {
							if info.Defs[id] == v {
								return true
							}
						}
					}
				}
			}
		}
		return false
	}
	switch x := s.(type) {
	case *ast.IfStmt:
		return x.Init != nil && assigns(x.Init)
	case *ast.SwitchStmt:
		return x.Init != nil && assigns(x.Init)
	case *ast.LabeledStmt:
		return always(v, x.Stmt, info)
	}
	return assigns(s)
}

// assignments lists every assignment to v within n, in source order.
func (f *flow) assignments(v *types.Var, n ast.Node) []def {
	info := f.pass.TypesInfo
	var defs []def
	inClosure := 0
	var visit func(n ast.Node) bool
	visit = func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.FuncLit:
			inClosure++
			ast.Inspect(x.Body, visit)
			inClosure--
			return false
		case *ast.GoStmt:
			// a goroutine's writes land at no known point
			inClosure++
			ast.Inspect(x.Call, visit)
			inClosure--
			return false
		case *ast.DeferStmt:
			// nor do a deferred call's
			inClosure++
			ast.Inspect(x.Call, visit)
			inClosure--
			return false
		case *ast.CallExpr:
			// access(ctx, func(c Cache) { v, err = c.Get(ctx, k) }): a
			// callback handed to a call is run by it, before it returns,
			// as far as the error read after the call can tell
			ast.Inspect(x.Fun, visit)
			for _, a := range x.Args {
				if lit, ok := ast.Unparen(a).(*ast.FuncLit); ok {
					ast.Inspect(lit.Body, visit)
				} else {
					ast.Inspect(a, visit)
				}
			}
			return false
		case *ast.AssignStmt:
			for i, l := range x.Lhs {
				id, ok := ast.Unparen(l).(*ast.Ident)
				if !ok || info.ObjectOf(id) != v {
					continue
				}
				switch {
				case inClosure > 0 || (x.Tok != token.ASSIGN && x.Tok != token.DEFINE):
					defs = append(defs, def{unknown: true})
				case len(x.Lhs) == len(x.Rhs):
					defs = append(defs, def{rhs: x.Rhs[i], index: -1})
				case len(x.Rhs) == 1:
					defs = append(defs, def{rhs: x.Rhs[0], index: i})
				default:
					defs = append(defs, def{unknown: true})
				}
			}
		case *ast.ValueSpec:
			for i, id := range x.Names {
				if info.Defs[id] != v {
					continue
				}
				switch {
				case len(x.Values) == 0:
					defs = append(defs, def{index: -1})
				case len(x.Values) == len(x.Names):
					defs = append(defs, def{rhs: x.Values[i], index: -1})
				case len(x.Values) == 1:
					defs = append(defs, def{rhs: x.Values[0], index: i})
				}
			}
		case *ast.UnaryExpr:
			if id, ok := ast.Unparen(x.X).(*ast.Ident); ok && x.Op == token.AND && info.ObjectOf(id) == v {
				defs = append(defs, def{unknown: true}) // &err: anything may write it
			}
		case *ast.RangeStmt:
			for _, e := range []ast.Expr{x.Key, x.Value} {
				if id, ok := e.(*ast.Ident); ok && info.ObjectOf(id) == v {
					defs = append(defs, def{unknown: true})
				}
			}
		}
		return true
	}
	ast.Inspect(n, visit)
	return defs
}

// assignedInClosure reports whether a function literal inside fn
// assigns v (a deferred recover setting a named error result).
func (f *flow) assignedInClosure(v *types.Var, fn ast.Node) bool {
	found := false
	ast.Inspect(fn, func(n ast.Node) bool {
		if lit, ok := n.(*ast.FuncLit); ok && lit != fn {
			found = found || len(f.assignments(v, lit.Body)) > 0
			return false
		}
		return !found
	})
	return found
}

// nilAfter reports whether s is `if v != nil { ...; return }` without
// else and without assigning v: after it, v is nil.
func nilAfter(v *types.Var, s ast.Stmt, info *types.Info) bool {
	ifs, ok := s.(*ast.IfStmt)
	if !ok || ifs.Else != nil || ifs.Init != nil || len(ifs.Body.List) == 0 {
		return false
	}
	b, ok := ast.Unparen(ifs.Cond).(*ast.BinaryExpr)
	if !ok || b.Op != token.NEQ {
		return false
	}
	id, ok := ast.Unparen(b.X).(*ast.Ident)
	if !ok || info.Uses[id] != v {
		return false
	}
	if y, ok := ast.Unparen(b.Y).(*ast.Ident); !ok || y.Name != "nil" {
		return false
	}
	_, returns := ifs.Body.List[len(ifs.Body.List)-1].(*ast.ReturnStmt)
	return returns
}
