package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// NilSliceFact is exported for a function that can return a nil slice
// beside a nil error on some calls: `var logs []Log` only appended to
// and returned, or `return nil, nil` beside answers that are not nil.
// encoding/json writes it as null, which an output schema inferred as
// "array" (google/jsonschema-go before v0.4.0) rejects.
type NilSliceFact struct {
	Results []NilSliceResult
}

// NilSliceResult is one such result and why it can be nil.
type NilSliceResult struct {
	Index int
	Why   string
}

func (*NilSliceFact) AFact() {}
func (f *NilSliceFact) String() string {
	return "nil slice results " + itoa(len(f.Results))
}

// NilSliceResults returns the results of fn, a function of another
// package, that can be nil slices, from its NilSliceFact (imported while
// the model was built).
func (m *Model) NilSliceResults(fn *types.Func) []NilSliceResult {
	return m.nilSlices[fn.Origin()]
}

// importNilSlices records the NilSliceFacts of the other packages'
// functions that this package calls.
func (b *builder) importNilSlices() {
	b.eachCalledElsewhere(hasSliceResult, func(fn *types.Func) {
		var fact NilSliceFact
		if b.pass.ImportObjectFact(fn, &fact) {
			if b.m.nilSlices == nil {
				b.m.nilSlices = map[*types.Func][]NilSliceResult{}
			}
			b.m.nilSlices[fn] = fact.Results
		}
	})
}

func hasSliceResult(fn *types.Func) bool {
	res := fn.Type().(*types.Signature).Results()
	for i := range res.Len() {
		if _, ok := res.At(i).Type().Underlying().(*types.Slice); ok {
			return true
		}
	}
	return false
}

// exportNilSlices exports a NilSliceFact for each exported function and
// method of this package (non-test files) that has one to say; it runs
// for every package of the module, SDK or not.
func exportNilSlices(pass *analysis.Pass) {
	eachExportedFunc(pass, func(fn *types.Func, fd *ast.FuncDecl) {
		if !hasSliceResult(fn) {
			return
		}
		if rs := nilSliceResults(pass.Fset, pass.TypesInfo, fn, fd); len(rs) > 0 {
			pass.ExportObjectFact(fn, &NilSliceFact{Results: rs})
		}
	})
}

// nilSliceResults reads decl for the slice results it can return nil
// beside a nil error.
func nilSliceResults(fset *token.FileSet, info *types.Info, fn *types.Func, decl *ast.FuncDecl) []NilSliceResult {
	res := fn.Type().(*types.Signature).Results()
	withErr := res.Len() > 1 && isErrorType(res.At(res.Len()-1).Type())
	var out []NilSliceResult
	for i := range res.Len() {
		if _, ok := res.At(i).Type().Underlying().(*types.Slice); !ok {
			continue
		}
		why, nonNil := "", false
		forEachReturn(decl.Body, func(ret *ast.ReturnStmt) {
			if len(ret.Results) != res.Len() || withErr && !isNilIdent(info, ret.Results[res.Len()-1]) {
				return
			}
			r := ast.Unparen(ret.Results[i])
			switch {
			case isNilIdent(info, r):
				if why == "" {
					why = fn.Name() + " returns nil for it (" + shortPos(fset, ret.Pos()) + ")"
				}
			default:
				nonNil = true
				if id, ok := r.(*ast.Ident); ok && why == "" {
					if v, ok := info.Uses[id].(*types.Var); ok && onlyGrown(info, decl.Body, v) {
						why = fn.Name() + " returns " + v.Name() + ", declared without a value and only appended to (" + shortPos(fset, v.Pos()) + ")"
					}
				}
			}
		})
		if why != "" && nonNil {
			out = append(out, NilSliceResult{Index: i, Why: why})
		}
	}
	return out
}

// onlyGrown reports whether v, a local slice, is declared without a value
// (`var v []T`) and only assigned append(v, ...) or v[i:j] in body.
func onlyGrown(info *types.Info, body *ast.BlockStmt, v *types.Var) bool {
	declared, ok := false, true
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.ValueSpec:
			for _, name := range n.Names {
				if info.Defs[name] == v {
					declared = len(n.Values) == 0
				}
			}
		case *ast.AssignStmt:
			for i, l := range n.Lhs {
				id, isID := ast.Unparen(l).(*ast.Ident)
				if !isID || info.ObjectOf(id) != v {
					continue
				}
				if len(n.Lhs) != len(n.Rhs) || n.Tok != token.ASSIGN || !grows(info, n.Rhs[i], v) {
					ok = false
				}
			}
		case *ast.UnaryExpr:
			if id, isID := ast.Unparen(n.X).(*ast.Ident); isID && n.Op == token.AND && info.Uses[id] == v {
				ok = false // &v: filled elsewhere
			}
		}
		return ok
	})
	return declared && ok
}

// grows reports whether e is append(v, ...) or v[i:j].
func grows(info *types.Info, e ast.Expr, v *types.Var) bool {
	switch x := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		fun, ok := ast.Unparen(x.Fun).(*ast.Ident)
		if !ok || len(x.Args) == 0 {
			return false
		}
		if b, ok := info.Uses[fun].(*types.Builtin); !ok || b.Name() != "append" {
			return false
		}
		first, ok := ast.Unparen(x.Args[0]).(*ast.Ident)
		return ok && info.Uses[first] == v
	case *ast.SliceExpr:
		id, ok := ast.Unparen(x.X).(*ast.Ident)
		return ok && info.Uses[id] == v
	}
	return false
}

func shortPos(fset *token.FileSet, p token.Pos) string {
	pos := fset.Position(p)
	name := pos.Filename
	if i := strings.LastIndexByte(name, '/'); i >= 0 {
		name = name[i+1:]
	}
	return name + ":" + itoa(pos.Line)
}
