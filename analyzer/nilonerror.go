package analyzer

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"
)

// NilOnErrorFact is exported for a function whose last result is an
// error and which returns nil for some pointer results beside a non-nil
// error (`return nil, fmt.Errorf(...)`): a caller that reads such a result
// in its `if err != nil` branch dereferences nil. Results lists them.
type NilOnErrorFact struct {
	Results []int
}

func (*NilOnErrorFact) AFact() {}
func (f *NilOnErrorFact) String() string {
	return "nil on error " + itoa(len(f.Results))
}

// NilOnError returns the pointer results of fn that it returns as nil
// beside a non-nil error: read from its body in this package, from its
// NilOnErrorFact otherwise (imported while the model was built: a pass
// reads only its own analyzer's facts).
func (m *Model) NilOnError(pass *analysis.Pass, fn *types.Func) []int {
	if fn.Pkg() == pass.Pkg {
		if decl := m.funcDecls[fn.Origin()]; decl != nil {
			return nilOnError(pass.TypesInfo, fn, decl)
		}
		return nil
	}
	return m.nilOnError[fn.Origin()]
}

// importNilOnError records the NilOnErrorFacts of the other packages'
// functions this package calls.
func (b *builder) importNilOnError() {
	b.eachCalledElsewhere(mayReturnNil, func(fn *types.Func) {
		var fact NilOnErrorFact
		if b.pass.ImportObjectFact(fn, &fact) {
			if b.m.nilOnError == nil {
				b.m.nilOnError = map[*types.Func][]int{}
			}
			b.m.nilOnError[fn] = fact.Results
		}
	})
}

// mayReturnNil reports whether fn's signature allows a NilOnErrorFact:
// a pointer result beside a last error.
func mayReturnNil(fn *types.Func) bool {
	res := fn.Type().(*types.Signature).Results()
	if res.Len() < 2 || !isErrorType(res.At(res.Len()-1).Type()) {
		return false
	}
	for i := range res.Len() - 1 {
		if _, ptr := res.At(i).Type().Underlying().(*types.Pointer); ptr {
			return true
		}
	}
	return false
}

// exportNilOnError exports a NilOnErrorFact for each exported function
// of this package (non-test files) that has one to say. It runs for every
// package of the module being analysed, SDK or not: a tool's helpers are
// often where no SDK is imported.
func exportNilOnError(pass *analysis.Pass) {
	eachExportedFunc(pass, func(fn *types.Func, fd *ast.FuncDecl) {
		if !mayReturnNil(fn) {
			return
		}
		if rs := nilOnError(pass.TypesInfo, fn, fd); len(rs) > 0 {
			pass.ExportObjectFact(fn, &NilOnErrorFact{Results: rs})
		}
	})
}

// nilOnError reads decl, fn's declaration.
func nilOnError(info *types.Info, fn *types.Func, decl *ast.FuncDecl) []int {
	res := fn.Type().(*types.Signature).Results()
	if res.Len() < 2 || !isErrorType(res.At(res.Len()-1).Type()) {
		return nil
	}
	seen := map[int]bool{}
	var out []int
	forEachReturn(decl.Body, func(ret *ast.ReturnStmt) {
		if len(ret.Results) != res.Len() || isNilIdent(info, ret.Results[res.Len()-1]) {
			return
		}
		for i := range res.Len() - 1 {
			if _, ptr := res.At(i).Type().Underlying().(*types.Pointer); ptr && isNilIdent(info, ret.Results[i]) && !seen[i] {
				seen[i] = true
				out = append(out, i)
			}
		}
	})
	return out
}
