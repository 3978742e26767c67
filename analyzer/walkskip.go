package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// A directory walk whose callback answers its error with nil:
//
//	filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
//		if err != nil {
//			return nil // skip what cannot be read
//		}
//		...
//	})
//
// The walk hands the callback the root's own failure too (a path that
// does not exist, a directory that cannot be read): the nil ends the walk
// with no error, and the tool answers "no files found" as a success for a
// path that is not there. Unreadable entries below vanish the same way.
// Such a `return` is a skip site of kind SkipWalk when the root comes
// from the function's parameters (the tool's arguments, a path its
// caller hands it; not the server's own data directory, where nothing
// there yet is the truth), unless the function or its caller looks at
// the root before the walk (os.Stat(root), os.MkdirAll), or answers an
// empty gathering with a failure after it.

// SkipWalk is a walk callback that returns nil (or SkipDir, SkipAll) for
// every error the walk hands it, the root's included.
const SkipWalk = "walk"

// walkSkipSites returns the SkipWalk sites of body.
func walkSkipSites(pass *analysis.Pass, body *ast.BlockStmt) []SkipSite {
	info := pass.TypesInfo
	var out []SkipSite
	ast.Inspect(body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		name := dirWalk(info, call)
		if name == "" {
			return true
		}
		lit, ok := ast.Unparen(call.Args[len(call.Args)-1]).(*ast.FuncLit)
		if !ok {
			return true
		}
		ret := swallowedWalkError(info, lit)
		root := call.Args[len(call.Args)-2]
		if ret == nil || rootLookedAt(info, body, root, call.Pos()) || failsWhenEmpty(info, body, lit) {
			return true
		}
		fn, params := enclosingParams(pass, body)
		i := -1
		for _, a := range call.Args[:len(call.Args)-1] { // fs.WalkDir's file system too
			if i < 0 {
				i = rootParam(info, body, a, params, 0)
			}
		}
		if i < 0 || fn != nil && callerLooksAt(pass, fn, i) {
			return true // the server's own directory, or a path its caller has looked at
		}
		out = append(out, siteAt(pass, ret.Pos(), name, SkipWalk))
		return true
	})
	return out
}

// dirWalk names the standard library's directory walk that call is
// (filepath.Walk, filepath.WalkDir, fs.WalkDir), or returns "".
func dirWalk(info *types.Info, call *ast.CallExpr) string {
	fn, ok := typeutil.Callee(info, call).(*types.Func)
	if !ok || fn.Pkg() == nil || len(call.Args) < 2 {
		return ""
	}
	switch p := fn.Pkg().Path(); {
	case p == "path/filepath" && (fn.Name() == "Walk" || fn.Name() == "WalkDir"):
		return "filepath." + fn.Name()
	case p == "io/fs" && fn.Name() == "WalkDir":
		return "fs.WalkDir"
	}
	return ""
}

// swallowedWalkError returns the return statement of lit, a walk
// callback, that answers the walk's error with nil: the first statement
// of its body testing `err != nil` (alone or in a chain of ||) whose
// branch only logs and returns nil, filepath.SkipDir or SkipAll.
func swallowedWalkError(info *types.Info, lit *ast.FuncLit) *ast.ReturnStmt {
	params := lit.Type.Params.List
	if len(params) == 0 || len(lit.Body.List) == 0 {
		return nil
	}
	names := params[len(params)-1].Names
	if len(names) == 0 || names[len(names)-1].Name == "_" {
		return nil
	}
	errVar := info.Defs[names[len(names)-1]]
	if errVar == nil || !isErrorType(errVar.Type()) {
		return nil
	}
	for _, s := range lit.Body.List {
		ifs, ok := s.(*ast.IfStmt)
		if !ok || ifs.Init != nil || !testsNonNil(info, ifs.Cond, errVar) {
			continue
		}
		list := ifs.Body.List
		if ifs.Else != nil || len(list) == 0 || !allLogCalls(info, list[:len(list)-1]) {
			return nil
		}
		ret, ok := list[len(list)-1].(*ast.ReturnStmt)
		if !ok || len(ret.Results) != 1 || !endsWalkQuietly(info, ret.Results[0]) {
			return nil
		}
		return ret
	}
	return nil
}

// endsWalkQuietly reports whether e, a walk callback's result, makes the
// walk return nil for the root: nil, or the SkipDir and SkipAll of
// path/filepath and io/fs.
func endsWalkQuietly(info *types.Info, e ast.Expr) bool {
	if isZeroLit(info, e) {
		return true
	}
	var id *ast.Ident
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		id = e
	case *ast.SelectorExpr:
		id = e.Sel
	}
	if id == nil {
		return false
	}
	v, ok := info.Uses[id].(*types.Var)
	if !ok || v.Pkg() == nil {
		return false
	}
	p := v.Pkg().Path()
	return (p == "path/filepath" || p == "io/fs") && (v.Name() == "SkipDir" || v.Name() == "SkipAll")
}

// rootLookedAt reports whether body, before pos, hands root (the same
// expression) to a call that asks the file system about it (os.Stat,
// os.Lstat, os.ReadDir, os.Open, or a function of the module whose name
// says so: statDir, ensureExists, isDir): a root that is not there has
// been answered before the walk.
func rootLookedAt(info *types.Info, body *ast.BlockStmt, root ast.Expr, pos token.Pos) bool {
	want := types.ExprString(ast.Unparen(root))
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || found || call.Pos() >= pos {
			return !found
		}
		fn, ok := typeutil.Callee(info, call).(*types.Func)
		if !ok || !asksFileSystem(fn) {
			return true
		}
		for _, a := range call.Args {
			if types.ExprString(ast.Unparen(a)) == want {
				found = true
			}
		}
		return !found
	})
	return found
}

// asksFileSystem reports whether fn looks a path up.
func asksFileSystem(fn *types.Func) bool {
	if fn.Pkg() != nil && fn.Pkg().Path() == "os" {
		switch fn.Name() {
		case "Stat", "Lstat", "ReadDir", "Open", "OpenFile", "MkdirAll", "Mkdir":
			return true
		}
	}
	n := strings.ToLower(fn.Name())
	for _, w := range []string{"stat", "exist", "isdir", "readdir", "ensure", "mkdir"} {
		if strings.Contains(n, w) {
			return true
		}
	}
	return false
}

// enclosingParams returns the parameters (not the receiver) of the
// function whose body is body, and the function when it is declared
// (its callers can be found).
func enclosingParams(pass *analysis.Pass, body *ast.BlockStmt) (*types.Func, []types.Object) {
	var ft *ast.FuncType
	var fn *types.Func
	for _, f := range pass.Files {
		if f.Pos() > body.Pos() || body.End() > f.End() {
			continue
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if ft != nil {
				return false
			}
			switch n := n.(type) {
			case *ast.FuncDecl:
				if n.Body == body {
					ft = n.Type
					fn, _ = pass.TypesInfo.Defs[n.Name].(*types.Func)
				}
			case *ast.FuncLit:
				if n.Body == body {
					ft = n.Type
				}
			}
			return ft == nil
		})
	}
	if ft == nil {
		return nil, nil
	}
	var params []types.Object
	for _, field := range ft.Params.List {
		for _, name := range field.Names {
			params = append(params, pass.TypesInfo.Defs[name])
		}
	}
	return fn, params
}

// rootParam returns the index of the parameter that e is made from,
// through the local variables of body assigned from it (three steps at
// most), or -1.
func rootParam(info *types.Info, body *ast.BlockStmt, e ast.Expr, params []types.Object, depth int) int {
	found := -1
	ast.Inspect(e, func(n ast.Node) bool {
		id, ok := n.(*ast.Ident)
		if !ok || found >= 0 {
			return found < 0
		}
		obj := info.Uses[id]
		if obj == nil {
			return true
		}
		for i, p := range params {
			if p != nil && p == obj {
				found = i
				return false
			}
		}
		v, ok := obj.(*types.Var)
		if !ok || depth >= 3 || v.Pos() < body.Pos() || v.Pos() > body.End() {
			return true
		}
		for _, rhs := range assignedValues(info, body, v) {
			if i := rootParam(info, body, rhs, params, depth+1); i >= 0 {
				found = i
				return false
			}
		}
		return true
	})
	return found
}

// assignedValues lists the expressions assigned to v in body (one per
// left-hand side when the counts match, the call when one call fills
// several).
func assignedValues(info *types.Info, body *ast.BlockStmt, v *types.Var) []ast.Expr {
	var out []ast.Expr
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for i, l := range n.Lhs {
				if id, ok := l.(*ast.Ident); ok && info.ObjectOf(id) == v {
					if len(n.Rhs) == len(n.Lhs) {
						out = append(out, n.Rhs[i])
					} else if len(n.Rhs) == 1 {
						out = append(out, n.Rhs[0])
					}
				}
			}
		case *ast.ValueSpec:
			for i, id := range n.Names {
				if info.Defs[id] == v && i < len(n.Values) {
					out = append(out, n.Values[i])
				}
			}
		}
		return true
	})
	return out
}

// callerLooksAt reports whether a function of the package calls fn after
// looking at what it hands as parameter i (os.Stat(p) before walk(p)).
func callerLooksAt(pass *analysis.Pass, fn *types.Func, i int) bool {
	found := false
	for _, f := range pass.Files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil || found {
				continue
			}
			ast.Inspect(fd.Body, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok || found {
					return !found
				}
				if typeutil.Callee(pass.TypesInfo, call) == fn && i < len(call.Args) && rootLookedAt(pass.TypesInfo, fd.Body, call.Args[i], call.Pos()) {
					found = true
				}
				return !found
			})
		}
	}
	return found
}
