package analyzer

import (
	"go/ast"
	"go/types"
)

// A result set read to its end without asking why it ended: `for
// rows.Next() { ... }` stops on the last row and on a failure alike (a
// lost connection, a row that fails mid-stream), and only rows.Err()
// tells them apart. Rows are a value with Next() bool, Scan(...) error and
// Err() error (database/sql, sqlx, pgx); a function that returns the rows
// or passes them on leaves the check to another. errlayer reports these
// loops in a tool's functions, and SkippedFailureFact carries them one
// package further.

// UncheckedRowsLoops returns the loops of body, a function of pkg, over
// a local result set's Next() whose Err() body never calls.
func UncheckedRowsLoops(info *types.Info, pkg *types.Package, body *ast.BlockStmt) []UncheckedRows {
	var out []UncheckedRows
	ast.Inspect(body, func(n ast.Node) bool {
		loop, ok := n.(*ast.ForStmt)
		if !ok || loop.Init != nil || loop.Post != nil {
			return true
		}
		if rows := nextRows(info, pkg, loop.Cond); rows != nil && !rowsChecked(info, body, rows) {
			out = append(out, UncheckedRows{Loop: loop, Rows: rows})
		}
		return true
	})
	return out
}

// UncheckedRows is one such loop and its result set.
type UncheckedRows struct {
	Loop *ast.ForStmt
	Rows *types.Var
}

// nextRows returns the variable of a loop condition `rows.Next()` whose
// type is a result set, or nil.
func nextRows(info *types.Info, pkg *types.Package, cond ast.Expr) *types.Var {
	call, ok := ast.Unparen(cond).(*ast.CallExpr)
	if !ok || len(call.Args) != 0 {
		return nil
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Next" {
		return nil
	}
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := info.Uses[id].(*types.Var)
	if !ok || v.IsField() || v.Pkg() != pkg || v.Parent() == nil || v.Parent() == pkg.Scope() || !isResultSet(v.Type()) {
		return nil
	}
	return v
}

// isResultSet reports whether t has Next() bool, Err() error and a Scan
// method.
func isResultSet(t types.Type) bool {
	ms := types.NewMethodSet(t)
	if _, isPtr := t.(*types.Pointer); !isPtr && !types.IsInterface(t) {
		ms = types.NewMethodSet(types.NewPointer(t))
	}
	has := func(name string, check func(*types.Signature) bool) bool {
		sel := ms.Lookup(nil, name)
		if sel == nil {
			if m := lookupMethod(ms, name); m != nil {
				sel = m
			}
		}
		if sel == nil {
			return false
		}
		sig, ok := sel.Type().(*types.Signature)
		return ok && check(sig)
	}
	return has("Next", func(s *types.Signature) bool {
		return s.Params().Len() == 0 && s.Results().Len() == 1 && types.Identical(s.Results().At(0).Type(), types.Typ[types.Bool])
	}) && has("Err", func(s *types.Signature) bool {
		return s.Params().Len() == 0 && s.Results().Len() == 1 && isErrorType(s.Results().At(0).Type())
	}) && has("Scan", func(s *types.Signature) bool { return s.Results().Len() == 1 && isErrorType(s.Results().At(0).Type()) })
}

// lookupMethod finds an exported method by name in ms (Lookup needs the
// package only for unexported names).
func lookupMethod(ms *types.MethodSet, name string) *types.Selection {
	for i := range ms.Len() {
		if ms.At(i).Obj().Name() == name {
			return ms.At(i)
		}
	}
	return nil
}

// rowsChecked reports whether body calls rows.Err(), or lets the rows go
// where another function may: returned, passed, stored.
func rowsChecked(info *types.Info, body *ast.BlockStmt, rows *types.Var) bool {
	checked := false
	ast.Inspect(body, func(n ast.Node) bool {
		if checked {
			return false
		}
		switch n := n.(type) {
		case *ast.SelectorExpr:
			if id, ok := ast.Unparen(n.X).(*ast.Ident); ok && info.Uses[id] == rows {
				checked = n.Sel.Name == "Err"
				return false // rows.Next(), rows.Scan(...), rows.Close()
			}
		case *ast.Ident:
			if info.Uses[n] == rows {
				checked = true // returned, passed or stored whole
			}
		}
		return true
	})
	return checked
}
