package errlayer

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"
)

// reflectGuarded reports whether ret returns a new error (errors.New, or
// fmt.Errorf wrapping no error) from the body of an if statement whose
// condition tests values of package reflect, or a comma-ok flag set
// from one: an adapter that calls tool functions by reflection checks
// its own invariants so (the handler is a func of two results, the
// second an error), and such a failure is the server's bug, which the
// spec keeps on the JSON-RPC layer, not a failure of the tool.
//
//	output := handlerValue.Call(args)
//	if len(output) != 2 { return nil, errors.New("tool handler must return 2 values") }
//	handlerErr, ok = output[1].Interface().(error)
//	if !ok { return nil, errors.New("second return value must be error") }
func (f *flow) reflectGuarded(ret *ast.ReturnStmt, fn ast.Node) bool {
	return f.freshUnder(ret, fn, f.testsReflection)
}

// testsReflection reports whether cond holds an expression of a type of
// package reflect, or a boolean variable that an assignment of fn sets
// from one.
func (f *flow) testsReflection(cond ast.Expr, fn ast.Node) bool {
	info := f.pass.TypesInfo
	found := false
	ast.Inspect(cond, func(n ast.Node) bool {
		e, ok := n.(ast.Expr)
		if !ok || found {
			return !found
		}
		if isReflectType(info.TypeOf(e)) {
			found = true
			return false
		}
		if id, ok := e.(*ast.Ident); ok {
			if v, ok := info.Uses[id].(*types.Var); ok && isBool(v.Type()) && f.setFromReflection(v, fn) {
				found = true
			}
		}
		return true
	})
	return found
}

// setFromReflection reports whether an assignment in fn sets v, with a
// right-hand side that holds an expression of a reflect type.
func (f *flow) setFromReflection(v *types.Var, fn ast.Node) bool {
	info := f.pass.TypesInfo
	found := false
	ast.Inspect(fn, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || found {
			return !found
		}
		sets := false
		for _, l := range as.Lhs {
			if id, ok := ast.Unparen(l).(*ast.Ident); ok && (info.Uses[id] == v || info.Defs[id] == v) {
				sets = true
			}
		}
		if !sets {
			return true
		}
		for _, r := range as.Rhs {
			ast.Inspect(r, func(m ast.Node) bool {
				if x, ok := m.(ast.Expr); ok && isReflectType(info.TypeOf(x)) {
					found = true
				}
				return !found
			})
		}
		return !found
	})
	return found
}

// isReflectType reports a named type of package reflect (Value, Type,
// Kind), or a slice of one ([]reflect.Value, what Value.Call returns).
func isReflectType(t types.Type) bool {
	if t == nil {
		return false
	}
	if s, ok := types.Unalias(t).(*types.Slice); ok {
		t = s.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "reflect"
}

func isBool(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Kind() == types.Bool
}

// reflectCall returns the call hv.Call(args) (or CallSlice) whose result
// e is read from: e is out[i].Interface().(error), or
// out[i].Interface() asserted so, where out is a variable of fn set from
// that call. An adapter that calls tool functions by reflection gets
// each tool's error so.
func (f *flow) reflectCall(e ast.Expr, fn ast.Node) *ast.CallExpr {
	info := f.pass.TypesInfo
	ta, ok := ast.Unparen(e).(*ast.TypeAssertExpr)
	if !ok || ta.Type == nil || !isError(info.TypeOf(ta.Type)) {
		return nil
	}
	iface, ok := ast.Unparen(ta.X).(*ast.CallExpr)
	if !ok {
		return nil
	}
	sel, ok := ast.Unparen(iface.Fun).(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Interface" || !isReflectType(info.TypeOf(sel.X)) {
		return nil
	}
	idx, ok := ast.Unparen(sel.X).(*ast.IndexExpr)
	if !ok {
		return nil
	}
	id, ok := ast.Unparen(idx.X).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := info.Uses[id].(*types.Var)
	if !ok {
		return nil
	}
	var found *ast.CallExpr
	ast.Inspect(fn, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || found != nil || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
			return found == nil
		}
		if lid, ok := as.Lhs[0].(*ast.Ident); !ok || info.Defs[lid] != v && info.Uses[lid] != v {
			return true
		}
		if call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr); ok {
			if s, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && (s.Sel.Name == "Call" || s.Sel.Name == "CallSlice") && isReflectType(info.TypeOf(s.X)) {
				found = call
			}
		}
		return found == nil
	})
	return found
}

// reflectedLabel names the function a reflect.Value.Call calls: h(...)
// when the value is reflect.ValueOf(h) in the same file, else "".
func (c *checker) reflectedLabel(call *ast.CallExpr) string {
	info := c.pass.TypesInfo
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || (sel.Sel.Name != "Call" && sel.Sel.Name != "CallSlice") || !isReflectType(info.TypeOf(sel.X)) {
		return ""
	}
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok {
		return ""
	}
	v := info.Uses[id]
	label := ""
	for _, file := range c.pass.Files {
		if file.FileStart > id.Pos() || id.Pos() > file.FileEnd {
			continue
		}
		ast.Inspect(file, func(n ast.Node) bool {
			as, ok := n.(*ast.AssignStmt)
			if !ok || label != "" || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
				return label == ""
			}
			if lid, ok := as.Lhs[0].(*ast.Ident); !ok || info.Defs[lid] != v {
				return true
			}
			if vo, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr); ok && len(vo.Args) == 1 {
				if fn, ok := typeutil.Callee(info, vo).(*types.Func); ok && fn.Pkg() != nil && fn.Pkg().Path() == "reflect" && fn.Name() == "ValueOf" {
					label = exprLabel(vo.Args[0]) + "(...)"
				}
			}
			return label == ""
		})
	}
	return label
}
