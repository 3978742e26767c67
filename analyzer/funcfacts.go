package analyzer

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// The summaries that every module package exports for its exported
// functions (NilOnErrorFact, NilSafeFact, NegativeBoundFact,
// NilSliceFact, MapOrderFact) are read the same way: once per declaration when the
// package is analysed, and imported, for the functions of other packages
// that the package calls, while its model is built (a pass reads only
// its own analyzer's facts).

// eachExportedFunc calls visit with each exported function and method
// declared in pass's non-test files.
func eachExportedFunc(pass *analysis.Pass, visit func(fn *types.Func, decl *ast.FuncDecl)) {
	EachExportedFunc(pass, visit)
}

// EachExportedFunc calls visit with each exported function and method of
// the package's non-test files that has a body: the ones whose facts
// importing packages read.
func EachExportedFunc(pass *analysis.Pass, visit func(fn *types.Func, decl *ast.FuncDecl)) {
	for _, f := range pass.Files {
		if strings.HasSuffix(pass.Fset.File(f.Pos()).Name(), "_test.go") {
			continue
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil || !fd.Name.IsExported() {
				continue
			}
			if fn, ok := pass.TypesInfo.Defs[fd.Name].(*types.Func); ok {
				visit(fn, fd)
			}
		}
	}
}

// eachCalledElsewhere calls visit once with each function of another
// package that this package calls and that keep accepts (its origin, for
// a generic one).
func (b *builder) eachCalledElsewhere(keep func(*types.Func) bool, visit func(fn *types.Func)) {
	seen := map[*types.Func]bool{}
	for _, c := range b.calls {
		if c.fn == nil || c.fn.Pkg() == nil || c.fn.Pkg() == b.pass.Pkg {
			continue
		}
		fn := c.fn.Origin()
		if seen[fn] || !keep(fn) {
			continue
		}
		seen[fn] = true
		visit(fn)
	}
}
