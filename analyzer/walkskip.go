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
// Such a `return` is a skip site of kind SkipWalk, unless the function
// looks at the root before the walk (os.Stat(root)), or answers an empty
// gathering with a failure after it.

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
		case "Stat", "Lstat", "ReadDir", "Open", "OpenFile":
			return true
		}
	}
	n := strings.ToLower(fn.Name())
	for _, w := range []string{"stat", "exist", "isdir", "readdir"} {
		if strings.Contains(n, w) {
			return true
		}
	}
	return false
}
