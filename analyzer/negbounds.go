package analyzer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"golang.org/x/tools/go/types/typeutil"
	"path/filepath"
	"slices"

	"golang.org/x/tools/go/analysis"
)

// NegativeBoundFact is exported for a function whose signed integer
// parameters reach a slice bound (`items[offset:end]`, `s[:limit]`) with
// no comparison against zero on the way: a negative value panics with
// "slice bounds out of range". A tool that passes an argument of the
// model there unchecked crashes on a negative one.
type NegativeBoundFact struct {
	Bounds []NegBound
}

// NegBound is one such parameter and the slice expression it reaches.
type NegBound struct {
	Param int
	Name  string // the parameter's name, "opt.Limit" for a field
	// Field is set when the bound is a signed integer field of a struct
	// parameter (`s[:opt.Limit]`), the field's name.
	Field string `json:",omitempty"`
	// Make is set when the bound is the length or capacity given to
	// make for a slice (make([]T, 0, n) panics "makeslice: cap out of
	// range" on a negative n).
	Make      bool   `json:",omitempty"`
	Pos       string // file:line of the slice expression
	File      string // the file's full name, for related positions
	Line, Col int
}

func (*NegativeBoundFact) AFact() {}
func (f *NegativeBoundFact) String() string {
	s := "negative bounds:"
	for _, b := range f.Bounds {
		s += " " + b.Name + "@" + b.Pos
	}
	return s
}

// NegativeBounds returns the parameters of fn that reach a slice bound
// unchecked: read from its body in this package, from its
// NegativeBoundFact otherwise (imported while the model was built).
func (m *Model) NegativeBounds(pass *analysis.Pass, fn *types.Func) []NegBound {
	if fn.Pkg() == pass.Pkg {
		if decl := m.funcDecls[fn.Origin()]; decl != nil {
			return negBounds(pass.Fset, pass.TypesInfo, fn, decl)
		}
		return nil
	}
	return m.negBounds[fn.Origin()]
}

// importNegativeBounds records the NegativeBoundFacts of the other
// packages' functions this package calls.
func (b *builder) importNegativeBounds() {
	b.eachCalledElsewhere(hasSignedParam, func(fn *types.Func) {
		var fact NegativeBoundFact
		if b.pass.ImportObjectFact(fn, &fact) {
			if b.m.negBounds == nil {
				b.m.negBounds = map[*types.Func][]NegBound{}
			}
			b.m.negBounds[fn] = fact.Bounds
		}
	})
}

func hasSignedParam(fn *types.Func) bool {
	params := fn.Type().(*types.Signature).Params()
	for i := range params.Len() {
		if isSignedInt(params.At(i).Type()) || len(signedFields(params.At(i).Type())) > 0 {
			return true
		}
	}
	return false
}

// signedFields returns the signed integer fields of t, a struct or a
// pointer to one (an options struct the tool's arguments fill).
func signedFields(t types.Type) []*types.Var {
	st, ok := Deref(t).Underlying().(*types.Struct)
	if !ok {
		return nil
	}
	var out []*types.Var
	for i := range st.NumFields() {
		if isSignedInt(st.Field(i).Type()) {
			out = append(out, st.Field(i))
		}
	}
	return out
}

func isSignedInt(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsInteger != 0 && b.Info()&types.IsUnsigned == 0
}

// exportNegativeBounds exports a NegativeBoundFact for each exported
// function and method of this package (non-test files) that has one to
// say; it runs for every package of the module, SDK or not.
func exportNegativeBounds(pass *analysis.Pass) {
	eachExportedFunc(pass, func(fn *types.Func, fd *ast.FuncDecl) {
		if !hasSignedParam(fn) {
			return
		}
		if bs := negBounds(pass.Fset, pass.TypesInfo, fn, fd); len(bs) > 0 {
			pass.ExportObjectFact(fn, &NegativeBoundFact{Bounds: bs})
		}
	})
}

// negBounds reads decl: each signed integer parameter, and the locals
// computed from it (start := offset, end := start + limit), that bound a
// slice expression, when no comparison of one of them with a constant of
// at most 1 (`offset < 0`, `limit > 0`, `n >= 1`) or max(x, 0) appears
// in the body.
func negBounds(fset *token.FileSet, info *types.Info, fn *types.Func, decl *ast.FuncDecl) []NegBound {
	params := fn.Type().(*types.Signature).Params()
	from := map[types.Object][]int{} // a variable and the parameters it comes from
	// A signed field of a struct parameter is a source of its own, with
	// an index past the parameters: fields[k] is its parameter and field.
	type paramField struct {
		param int
		field *types.Var
	}
	var fields []paramField
	fieldIndex := map[types.Object]map[*types.Var]int{}
	for i := range params.Len() {
		if isSignedInt(params.At(i).Type()) {
			from[params.At(i)] = []int{i}
		}
		for _, f := range signedFields(params.At(i).Type()) {
			if fieldIndex[params.At(i)] == nil {
				fieldIndex[params.At(i)] = map[*types.Var]int{}
			}
			fieldIndex[params.At(i)][f] = params.Len() + len(fields)
			fields = append(fields, paramField{i, f})
		}
	}
	if len(from) == 0 && len(fields) == 0 {
		return nil
	}
	paramsOf := func(e ast.Expr) []int {
		var out []int
		ast.Inspect(e, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.CallExpr:
				if tv, ok := info.Types[x.Fun]; !ok || !tv.IsType() {
					return false // len(x), f(x): not the value itself
				}
			case *ast.SelectorExpr:
				// opt.Limit, with opt a struct parameter.
				id, ok := ast.Unparen(x.X).(*ast.Ident)
				f, isVar := info.Uses[x.Sel].(*types.Var)
				if ok && isVar {
					if k, ok := fieldIndex[info.Uses[id]][f]; ok && !slices.Contains(out, k) {
						out = append(out, k)
					}
				}
				return false
			case *ast.Ident:
				for _, p := range from[info.Uses[x]] {
					if !slices.Contains(out, p) {
						out = append(out, p)
					}
				}
			}
			return true
		})
		return out
	}
	// locals computed from parameters, in source order
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || len(as.Lhs) != len(as.Rhs) {
			return true
		}
		for i, l := range as.Lhs {
			id, ok := l.(*ast.Ident)
			if !ok {
				continue
			}
			v := info.ObjectOf(id)
			if v == nil || !isSignedInt(v.Type()) {
				continue
			}
			if _, done := from[v]; done {
				continue
			}
			if ps := paramsOf(as.Rhs[i]); len(ps) > 0 {
				from[v] = ps
			}
		}
		return true
	})
	guarded := map[int]bool{}
	for i := range params.Len() + len(fields) {
		guarded[i] = ChecksLowerBound(info, decl.Body, func(e ast.Expr) bool { return slices.Contains(paramsOf(e), i) })
	}
	// limit = normalize(limit), req.Count = clamp(req.Count): the value
	// is the one a function chose, which may well bound it; unknown, so
	// not reported.
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || as.Tok != token.ASSIGN || len(as.Lhs) != len(as.Rhs) {
			return true
		}
		for i, l := range as.Lhs {
			call, ok := ast.Unparen(as.Rhs[i]).(*ast.CallExpr)
			if !ok {
				continue
			}
			if tv, ok := info.Types[call.Fun]; ok && tv.IsType() {
				continue // a conversion keeps the value
			}
			if _, builtin := typeutil.Callee(info, call).(*types.Builtin); builtin {
				continue // end = len(items)
			}
			// the parameter (or its field) itself, passed to the call
			target := -1
			switch x := ast.Unparen(l).(type) {
			case *ast.Ident:
				for i := range params.Len() {
					if info.Uses[x] == params.At(i) {
						target = i
					}
				}
			case *ast.SelectorExpr:
				if ps := paramsOf(x); len(ps) == 1 && ps[0] >= params.Len() {
					target = ps[0]
				}
			}
			for _, a := range call.Args {
				if target >= 0 && slices.Contains(paramsOf(a), target) {
					guarded[target] = true
				}
			}
		}
		return true
	})
	// end < start, where start is checked: end is bounded below by it.
	for changed := true; changed; {
		changed = false
		ast.Inspect(decl.Body, func(n ast.Node) bool {
			x, ok := n.(*ast.BinaryExpr)
			if !ok || x.Op != token.LSS && x.Op != token.LEQ && x.Op != token.GTR && x.Op != token.GEQ {
				return true
			}
			for _, pair := range [][2]ast.Expr{{x.X, x.Y}, {x.Y, x.X}} {
				other := paramsOf(pair[1])
				if len(other) == 0 || !slices.ContainsFunc(other, func(q int) bool { return guarded[q] }) {
					continue
				}
				for _, p := range paramsOf(pair[0]) {
					if !guarded[p] {
						guarded[p], changed = true, true
					}
				}
			}
			return true
		})
	}
	var out []NegBound
	seen := map[int]bool{}
	// Slice expressions first: where a value bounds both a slice and a
	// make, the slice is the site to name.
	var sites []ast.Node
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		if _, ok := n.(*ast.SliceExpr); ok {
			sites = append(sites, n)
		}
		return true
	})
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		if _, made := SliceBounds(info, n); made {
			sites = append(sites, n)
		}
		return true
	})
	for _, n := range sites {
		bounds, made := SliceBounds(info, n)
		for _, b := range bounds {
			for _, p := range paramsOf(b) {
				if guarded[p] || seen[p] {
					continue
				}
				seen[p] = true
				pos := fset.Position(n.Pos())
				nb := NegBound{Param: p, Make: made, Pos: filepath.Base(pos.Filename) + ":" + itoa(pos.Line), File: pos.Filename, Line: pos.Line, Col: pos.Column}
				if p < params.Len() {
					nb.Name = params.At(p).Name()
				} else {
					f := fields[p-params.Len()]
					nb.Param, nb.Field, nb.Name = f.param, f.field.Name(), params.At(f.param).Name()+"."+f.field.Name()
				}
				out = append(out, nb)
			}
		}
	}
	return out
}

// SliceBounds returns the integer expressions of n that panic when
// negative: the indices of a slice expression, or the length and
// capacity of make([]T, n, c) (made is then true).
func SliceBounds(info *types.Info, n ast.Node) (bounds []ast.Expr, made bool) {
	switch x := n.(type) {
	case *ast.SliceExpr:
		for _, b := range []ast.Expr{x.Low, x.High, x.Max} {
			if b != nil {
				bounds = append(bounds, b)
			}
		}
	case *ast.CallExpr:
		id, ok := ast.Unparen(x.Fun).(*ast.Ident)
		if !ok || len(x.Args) < 2 {
			return nil, false
		}
		if b, ok := info.Uses[id].(*types.Builtin); !ok || b.Name() != "make" {
			return nil, false
		}
		t := info.TypeOf(x.Args[0])
		if t == nil {
			return nil, false // code that does not type-check
		}
		if _, ok := t.Underlying().(*types.Slice); !ok {
			return nil, false
		}
		// Not a size computed by arithmetic: in make([]T, end-offset) a
		// negative offset makes the size larger.
		for _, a := range x.Args[1:] {
			a = ast.Unparen(a)
			if conv, ok := a.(*ast.CallExpr); ok && len(conv.Args) == 1 {
				if tv, ok := info.Types[conv.Fun]; ok && tv.IsType() {
					a = ast.Unparen(conv.Args[0])
				}
			}
			if _, arith := a.(*ast.BinaryExpr); !arith {
				bounds = append(bounds, a)
			}
		}
		return bounds, true
	}
	return bounds, false
}

// ChecksLowerBound reports whether body bounds from below a value that
// mentions recognises: a comparison of it with a constant of at most 1
// (`offset < 0`, `limit > 0`, `n >= 1`), or a max(x, 0) over it.
func ChecksLowerBound(info *types.Info, body ast.Node, mentions func(ast.Expr) bool) bool {
	checked := false
	ast.Inspect(body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.BinaryExpr:
			switch x.Op {
			case token.LSS, token.LEQ, token.GTR, token.GEQ:
				for _, pair := range [][2]ast.Expr{{x.X, x.Y}, {x.Y, x.X}} {
					// an integer or float constant: `v > 0` on the float64 an
					// argument map decodes a number into
					tv := info.Types[pair[1]]
					if tv.Value == nil || tv.Value.Kind() != constant.Int && tv.Value.Kind() != constant.Float {
						continue
					}
					if constant.Compare(tv.Value, token.LEQ, constant.MakeInt64(1)) && mentions(pair[0]) {
						checked = true
					}
				}
			}
		case *ast.CallExpr:
			if id, ok := ast.Unparen(x.Fun).(*ast.Ident); ok && id.Name == "max" {
				for _, a := range x.Args {
					checked = checked || mentions(a)
				}
			}
		case *ast.AssignStmt:
			// A clamp of the project assigned back: n = ClampInt(n, 1,
			// 100) takes the value and a lower bound of at most 1.
			for i, r := range x.Rhs {
				call, ok := ast.Unparen(r).(*ast.CallExpr)
				if !ok || i >= len(x.Lhs) || !mentions(x.Lhs[i]) {
					continue
				}
				takes, low := false, false
				for _, a := range call.Args {
					if tv := info.Types[a]; tv.Value != nil && tv.Value.Kind() == constant.Int {
						if n, ok := constant.Int64Val(tv.Value); ok && n <= 1 && n >= 0 {
							low = true
						}
					} else if mentions(a) {
						takes = true
					}
				}
				checked = checked || takes && low
			}
		}
		return !checked
	})
	return checked
}
