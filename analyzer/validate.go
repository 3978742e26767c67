package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// A tool's argument type often checks itself:
//
//	func (r *TermsRequest) Validate() error {
//		if r.Taxonomy == "" {
//			return ErrTaxonomyRequired
//		}
//		return nil
//	}
//
// and the tool calls it before doing anything. The fields it refuses
// empty are required arguments, whatever the schema the SDK infers from
// the type says. The method is often in the package of the tool, and the
// registration, which knows the schema, in a package that imports it:
// ValidateFact carries the fields across.

// ValidateFact is exported for a method Validate() error of a struct
// type that fails when some fields are empty.
type ValidateFact struct {
	Fields []string // the Go names of the fields it refuses empty
	// Called is set when a function of the method's package calls it (a
	// tool's Execute): the check then runs on every call of the tool.
	Called bool
}

func (*ValidateFact) AFact() {}
func (f *ValidateFact) String() string {
	s := "validates " + strings.Join(f.Fields, ",")
	if f.Called {
		s += " (called)"
	}
	return s
}

// exportValidateFacts exports a ValidateFact for each Validate method of
// this package that refuses empty fields. It runs for every package of
// the module being analysed, SDK or not: the argument types of tools are
// often declared where no SDK is imported.
func exportValidateFacts(pass *analysis.Pass) map[*types.Func]ValidateFact {
	for fn, params := range validatorFuncs(pass) {
		if fn.Exported() {
			pass.ExportObjectFact(fn, &RefusesEmptyFact{Params: params})
		}
	}
	methods := validateMethods(pass)
	for fn, f := range methods {
		fact := f
		pass.ExportObjectFact(fn, &fact)
	}
	return methods
}

// validateMethods reads this package's Validate() error methods.
func validateMethods(pass *analysis.Pass) map[*types.Func]ValidateFact {
	out := map[*types.Func]ValidateFact{}
	for _, f := range pass.Files {
		if strings.HasSuffix(pass.Fset.File(f.Pos()).Name(), "_test.go") {
			continue
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Recv == nil || fd.Body == nil || fd.Name.Name != "Validate" || len(fd.Recv.List) != 1 || len(fd.Recv.List[0].Names) != 1 {
				continue
			}
			fn, _ := pass.TypesInfo.Defs[fd.Name].(*types.Func)
			recv, _ := pass.TypesInfo.Defs[fd.Recv.List[0].Names[0]].(*types.Var)
			if fn == nil || recv == nil || !validateSig(fn) {
				continue
			}
			if fields := refusedEmpty(pass, fd.Body, recv); len(fields) > 0 {
				out[fn] = ValidateFact{Fields: fields}
			}
		}
	}
	if len(out) == 0 {
		return out
	}
	// Called: a call of the method on its own type anywhere in the
	// package. A call through an interface (r.Validate() on a Request)
	// does not say which types reach it.
	for _, f := range pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) != 0 {
				return true
			}
			sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
			if !ok || sel.Sel.Name != "Validate" {
				return true
			}
			for fn, fact := range out {
				if s := pass.TypesInfo.Selections[sel]; s != nil && s.Obj() == fn {
					fact.Called = true
					out[fn] = fact
				}
			}
			return true
		})
	}
	return out
}

// validateSig reports whether fn is func (T or *T) () error on a struct T.
func validateSig(fn *types.Func) bool {
	sig := fn.Type().(*types.Signature)
	if sig.Params().Len() != 0 || sig.Results().Len() != 1 || !isErrorType(sig.Results().At(0).Type()) {
		return false
	}
	t := sig.Recv().Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	_, ok := t.Underlying().(*types.Struct)
	return ok
}

// refusedEmpty returns the fields of recv that body refuses empty: `if
// recv.F == "" { return err }` (or len(recv.F) == 0, recv.N <= 0, alone
// or as a term of ||), or `if err := check(recv.F); err != nil { return
// err }` where check refuses its parameter empty (validatorFuncs, or a
// RefusesEmptyFact of another package), where the return is a non-nil
// error and F is not assigned in body (a default).
func refusedEmpty(pass *analysis.Pass, body *ast.BlockStmt, recv *types.Var) []string {
	info := pass.TypesInfo
	var out []string
	seen := map[string]bool{}
	add := func(sel *ast.SelectorExpr) {
		if sel == nil {
			return
		}
		base, ok := ast.Unparen(sel.X).(*ast.Ident)
		field, isVar := info.Uses[sel.Sel].(*types.Var)
		if !ok || info.Uses[base] != recv || !isVar || !field.IsField() || assignedIn(info, body, field, recv) || seen[field.Name()] {
			return
		}
		seen[field.Name()] = true
		out = append(out, field.Name())
	}
	var local map[*types.Func][]int
	for k, st := range body.List {
		if ret, ok := st.(*ast.ReturnStmt); ok && len(ret.Results) == 1 {
			// return check(recv.F), or _, err := check(recv.F); return err
			call, _ := ast.Unparen(ret.Results[0]).(*ast.CallExpr)
			if id, ok := ast.Unparen(ret.Results[0]).(*ast.Ident); ok && k > 0 {
				if as, ok := body.List[k-1].(*ast.AssignStmt); ok && len(as.Rhs) == 1 && len(as.Lhs) > 0 {
					if last, ok := as.Lhs[len(as.Lhs)-1].(*ast.Ident); ok && info.ObjectOf(last) == info.ObjectOf(id) {
						call, _ = ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
					}
				}
			}
			if call != nil && !call.Ellipsis.IsValid() {
				for _, sel := range refusedArgs(pass, call, &local) {
					add(sel)
				}
			}
			continue
		}
		ifs, ok := st.(*ast.IfStmt)
		if !ok || len(ifs.Body.List) == 0 {
			continue
		}
		ret, ok := ifs.Body.List[len(ifs.Body.List)-1].(*ast.ReturnStmt)
		if !ok || len(ret.Results) != 1 || isNilIdent(info, ret.Results[0]) {
			continue
		}
		if ifs.Init == nil {
			for _, t := range orTerms(ifs.Cond) {
				if sel := emptyTest(info, t); sel != nil {
					add(sel)
				} else if sel, ok := nonPositiveTest(info, t).(*ast.SelectorExpr); ok {
					add(sel)
				}
			}
		}
		call := checkedCallIn(info, ifs, body.List[:k])
		if call == nil || call.Ellipsis.IsValid() {
			continue
		}
		for _, sel := range refusedArgs(pass, call, &local) {
			add(sel)
		}
	}
	return out
}

// refusedArgs returns the field selections that call passes in place of
// the parameters its callee refuses empty (validatorFuncs of this
// package, loaded into *local on first use, or a RefusesEmptyFact).
func refusedArgs(pass *analysis.Pass, call *ast.CallExpr, local *map[*types.Func][]int) []*ast.SelectorExpr {
	fn, _ := typeutil.Callee(pass.TypesInfo, call).(*types.Func)
	if fn == nil {
		return nil
	}
	var params []int
	if fn.Pkg() == pass.Pkg {
		if *local == nil {
			*local = validatorFuncs(pass)
		}
		params = (*local)[fn]
	} else {
		var fact RefusesEmptyFact
		if pass.ImportObjectFact(fn, &fact) {
			params = fact.Params
		}
	}
	var out []*ast.SelectorExpr
	for _, i := range params {
		if i < len(call.Args) {
			if sel, ok := ast.Unparen(call.Args[i]).(*ast.SelectorExpr); ok {
				out = append(out, sel)
			}
		}
	}
	return out
}

// RefusesEmptyFact is exported for a function whose last result is an
// error and which refuses some of its parameters empty at the top of its
// body (`if name == "" { return "", errors.New("name cannot be empty") }`):
// a validator that a tool's Validate method of another package calls.
type RefusesEmptyFact struct {
	Params []int
}

func (*RefusesEmptyFact) AFact()           {}
func (f *RefusesEmptyFact) String() string { return "refuses empty params " + itoa(len(f.Params)) }

// validatorFuncs returns the functions of this package (non-test files)
// whose last result is an error and which refuse some parameters empty
// among their top-level statements.
func validatorFuncs(pass *analysis.Pass) map[*types.Func][]int {
	out := map[*types.Func][]int{}
	info := pass.TypesInfo
	for _, f := range pass.Files {
		if strings.HasSuffix(pass.Fset.File(f.Pos()).Name(), "_test.go") {
			continue
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			fn, _ := info.Defs[fd.Name].(*types.Func)
			if fn == nil {
				continue
			}
			sig := fn.Type().(*types.Signature)
			if sig.Results().Len() == 0 || !isErrorType(sig.Results().At(sig.Results().Len()-1).Type()) {
				continue
			}
			var params []int
			copies := map[types.Object]types.Object{} // v := param
			for _, st := range fd.Body.List {
				if as, ok := st.(*ast.AssignStmt); ok && as.Tok == token.DEFINE && len(as.Lhs) == 1 && len(as.Rhs) == 1 {
					if l, ok := as.Lhs[0].(*ast.Ident); ok {
						if r, ok := ast.Unparen(as.Rhs[0]).(*ast.Ident); ok {
							copies[info.Defs[l]] = info.Uses[r]
						}
					}
				}
				ifs, ok := st.(*ast.IfStmt)
				if !ok || ifs.Init != nil || len(ifs.Body.List) == 0 {
					continue
				}
				ret, ok := ifs.Body.List[len(ifs.Body.List)-1].(*ast.ReturnStmt)
				if !ok || len(ret.Results) == 0 {
					continue
				}
				if last := ret.Results[len(ret.Results)-1]; isNilIdent(info, last) {
					break // `if id != "" { return id, nil }`: a check after it refuses only when both are empty
				} else if !isErrorType(info.TypeOf(last)) {
					continue
				}
				for _, t := range orTerms(ifs.Cond) {
					id, ok := emptiedOperand(info, t).(*ast.Ident)
					if !ok {
						continue
					}
					v := info.Uses[id]
					if p, ok := copies[v]; ok {
						v = p // sanitized := name; if sanitized == ""
					}
					for i := range sig.Params().Len() {
						if v == sig.Params().At(i) && !assignsVar(info, fd.Body, sig.Params().At(i)) {
							params = append(params, i)
						}
					}
				}
			}
			if len(params) > 0 {
				out[fn] = params
			}
		}
	}
	return out
}

// nonPositiveTest returns x of `x <= 0`, `x < 1` or `x == 0` on an
// integer: an absent number decodes to 0 and fails it.
func nonPositiveTest(info *types.Info, e ast.Expr) ast.Expr {
	be, ok := e.(*ast.BinaryExpr)
	if !ok {
		return nil
	}
	tv, ok := info.Types[be.Y]
	if !ok || tv.Value == nil {
		return nil
	}
	if b, ok := typeUnder(info.TypeOf(be.X)).(*types.Basic); !ok || b.Info()&types.IsInteger == 0 {
		return nil
	}
	switch v := tv.Value.String(); {
	case be.Op == token.LEQ && v == "0", be.Op == token.LSS && v == "1", be.Op == token.EQL && v == "0":
		return ast.Unparen(be.X)
	}
	return nil
}

// checkedCallIn returns the call whose error `if err != nil` tests: the
// if's own init, or the statement just before it.
func checkedCallIn(info *types.Info, ifs *ast.IfStmt, before []ast.Stmt) *ast.CallExpr {
	be, ok := ast.Unparen(ifs.Cond).(*ast.BinaryExpr)
	if !ok || be.Op != token.NEQ || !isNilIdent(info, be.Y) {
		return nil
	}
	errID, ok := ast.Unparen(be.X).(*ast.Ident)
	if !ok {
		return nil
	}
	var as *ast.AssignStmt
	if ifs.Init != nil {
		as, _ = ifs.Init.(*ast.AssignStmt)
	} else if len(before) > 0 {
		as, _ = before[len(before)-1].(*ast.AssignStmt)
	}
	if as == nil || len(as.Rhs) != 1 || len(as.Lhs) == 0 {
		return nil
	}
	last, ok := as.Lhs[len(as.Lhs)-1].(*ast.Ident)
	if !ok || info.ObjectOf(last) != info.ObjectOf(errID) {
		return nil
	}
	call, _ := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
	return call
}

// orTerms splits a || b || c into its terms.
func orTerms(e ast.Expr) []ast.Expr {
	if be, ok := ast.Unparen(e).(*ast.BinaryExpr); ok && be.Op == token.LOR {
		return append(orTerms(be.X), orTerms(be.Y)...)
	}
	return []ast.Expr{ast.Unparen(e)}
}

// ValidatedFields returns the fields of in, a typed handler's argument
// type, that its Validate method refuses empty, and the method, when the
// method runs for the tool: its package calls it, or one of fns (the
// handler and the functions it delegates to) does.
func (m *Model) ValidatedFields(in types.Type, fns []ast.Node) ([]*types.Var, *types.Func) {
	m.lazy.Lock()
	defer m.lazy.Unlock()
	if m.b == nil || in == nil {
		return nil, nil
	}
	t := types.Unalias(in)
	if p, ok := t.(*types.Pointer); ok {
		t = types.Unalias(p.Elem())
	}
	n, ok := t.(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return nil, nil
	}
	obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(n), true, n.Obj().Pkg(), "Validate")
	fn, _ := obj.(*types.Func)
	if fn == nil || !validateSig(fn) {
		return nil, nil
	}
	var fact ValidateFact
	if fn.Pkg() == m.b.pass.Pkg {
		f, ok := m.b.validates[fn]
		if !ok {
			return nil, nil
		}
		fact = f
	} else if !m.b.pass.ImportObjectFact(fn, &fact) {
		return nil, nil
	}
	if !fact.Called && !m.b.callsIn(fns, fn) {
		return nil, nil
	}
	st, ok := n.Underlying().(*types.Struct)
	if !ok {
		return nil, nil
	}
	var out []*types.Var
	for _, name := range fact.Fields {
		if i := fieldIndex(st, name); i >= 0 {
			out = append(out, st.Field(i))
		}
	}
	return out, fn
}

// callsIn reports whether one of fns calls method fn.
func (b *builder) callsIn(fns []ast.Node, fn *types.Func) bool {
	found := false
	for _, f := range fns {
		ast.Inspect(f, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok && !found {
				if c := b.callee(call); c != nil && c.Origin() == fn {
					found = true
				}
			}
			return !found
		})
	}
	return found
}
