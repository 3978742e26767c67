package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
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
	var r *nilSliceReader
	eachExportedFunc(pass, func(fn *types.Func, fd *ast.FuncDecl) {
		if !hasSliceResult(fn) {
			return
		}
		if r == nil {
			r = newNilSliceReader(pass)
		}
		if rs := r.results(fn); len(rs) > 0 {
			pass.ExportObjectFact(fn, &NilSliceFact{Results: rs})
		}
	})
}

// nilSliceReader reads the functions of one package for the slice
// results they can return nil, through the calls whose results they
// return: a function of this package (read in turn), of another (its
// fact), or a method of an interface of this package that one type here
// implements (that type's method).
type nilSliceReader struct {
	pass  *analysis.Pass
	decls map[*types.Func]*ast.FuncDecl
	impls map[*types.Func]*types.Func
	memo  map[*types.Func][]NilSliceResult
	busy  map[*types.Func]bool
}

func newNilSliceReader(pass *analysis.Pass) *nilSliceReader {
	r := &nilSliceReader{pass: pass, decls: map[*types.Func]*ast.FuncDecl{},
		memo: map[*types.Func][]NilSliceResult{}, busy: map[*types.Func]bool{}}
	indexDecls(pass, r.decls)
	return r
}

// implOf returns the one implementation here of fn, a method of an
// interface of this package, or nil. The implementations are looked up
// on the first such call: most packages make none.
func (r *nilSliceReader) implOf(fn *types.Func) *types.Func {
	if r.impls == nil {
		r.impls = map[*types.Func]*types.Func{}
		for _, p := range SoleImplementations(r.pass) {
			r.impls[p.Method] = p.Impl
		}
	}
	return r.impls[fn]
}

// results returns the slice results of fn that can be nil beside a nil
// error.
func (r *nilSliceReader) results(fn *types.Func) []NilSliceResult {
	fn = fn.Origin()
	if fn.Pkg() == nil || !hasSliceResult(fn) {
		return nil
	}
	if fn.Pkg() != r.pass.Pkg {
		var fact NilSliceFact
		if r.pass.ImportObjectFact(fn, &fact) {
			return fact.Results
		}
		return nil
	}
	if recv := fn.Type().(*types.Signature).Recv(); recv != nil && types.IsInterface(recv.Type()) {
		if impl := r.implOf(fn); impl != nil {
			fn = impl
		}
	}
	if rs, ok := r.memo[fn]; ok {
		return rs
	}
	decl := r.decls[fn]
	if decl == nil || r.busy[fn] {
		return nil
	}
	r.busy[fn] = true
	rs := nilSliceResults(r.pass.Fset, r.pass.TypesInfo, fn, decl, r.fromCall)
	delete(r.busy, fn)
	r.memo[fn] = rs
	return rs
}

// fromCall says why result index of call can be a nil slice, "" when it
// cannot.
func (r *nilSliceReader) fromCall(call *ast.CallExpr, index int) string {
	callee, _ := typeutil.Callee(r.pass.TypesInfo, call).(*types.Func)
	if callee == nil {
		return ""
	}
	for _, res := range r.results(callee) {
		if res.Index == index {
			return res.Why
		}
	}
	return ""
}

// nilSliceResults reads decl for the slice results it can return nil
// beside a nil error: nil itself, a local declared without a value and
// only appended to, or (fromCall) a result of a call that
// can be nil, returned as is or through the one variable it defines.
func nilSliceResults(fset *token.FileSet, info *types.Info, fn *types.Func, decl *ast.FuncDecl, fromCall func(*ast.CallExpr, int) string) []NilSliceResult {
	res := fn.Type().(*types.Signature).Results()
	withErr := res.Len() > 1 && isErrorType(res.At(res.Len()-1).Type())
	var out []NilSliceResult
	for i := range res.Len() {
		if _, ok := res.At(i).Type().Underlying().(*types.Slice); !ok {
			continue
		}
		why, nonNil := "", false
		forEachReturn(decl.Body, func(ret *ast.ReturnStmt) {
			if len(ret.Results) == 1 && res.Len() > 1 {
				// return f(...): f's results, its error included
				if call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr); ok {
					nonNil = true
					if inner := fromCall(call, i); inner != "" && why == "" {
						why = fn.Name() + " returns " + types.ExprString(call.Fun) + "'s result: " + inner
					}
				}
				return
			}
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
				id, ok := r.(*ast.Ident)
				if !ok || why != "" {
					return
				}
				v, ok := info.Uses[id].(*types.Var)
				if !ok {
					return
				}
				if onlyGrown(info, decl.Body, v) {
					why = fn.Name() + " returns " + v.Name() + ", declared without a value and only appended to (" + shortPos(fset, v.Pos()) + ")"
				} else if call, index := definingCall(info, decl.Body, v); call != nil {
					if inner := fromCall(call, index); inner != "" {
						why = fn.Name() + " returns " + v.Name() + " from " + types.ExprString(call.Fun) + ": " + inner
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

// definingCall returns the call that defines v, a local, and the index
// of v among its results, when v is assigned nowhere else in body.
func definingCall(info *types.Info, body *ast.BlockStmt, v *types.Var) (*ast.CallExpr, int) {
	var call *ast.CallExpr
	index, assigns := 0, 0
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for i, l := range n.Lhs {
				if id, ok := ast.Unparen(l).(*ast.Ident); ok && info.ObjectOf(id) == v {
					assigns++
					if n.Tok == token.DEFINE && len(n.Rhs) == 1 {
						call, _ = ast.Unparen(n.Rhs[0]).(*ast.CallExpr)
						index = i
					}
				}
			}
		case *ast.ValueSpec:
			for _, name := range n.Names {
				if info.Defs[name] == v {
					assigns++
				}
			}
		case *ast.UnaryExpr:
			if id, ok := ast.Unparen(n.X).(*ast.Ident); ok && n.Op == token.AND && info.Uses[id] == v {
				assigns++ // &v: filled elsewhere
			}
		}
		return true
	})
	if assigns != 1 {
		return nil, 0
	}
	return call, index
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
