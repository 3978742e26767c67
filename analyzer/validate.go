package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
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
			if fields := refusedEmpty(pass.TypesInfo, fd.Body, recv); len(fields) > 0 {
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
// recv.F == "" { return err }` (or len(recv.F) == 0, alone or as a term
// of ||), where the return is a non-nil error and F is not assigned in
// body (a default).
func refusedEmpty(info *types.Info, body *ast.BlockStmt, recv *types.Var) []string {
	var out []string
	seen := map[string]bool{}
	for _, st := range body.List {
		ifs, ok := st.(*ast.IfStmt)
		if !ok || ifs.Init != nil || len(ifs.Body.List) == 0 {
			continue
		}
		ret, ok := ifs.Body.List[len(ifs.Body.List)-1].(*ast.ReturnStmt)
		if !ok || len(ret.Results) != 1 || isNilIdent(info, ret.Results[0]) {
			continue
		}
		for _, t := range orTerms(ifs.Cond) {
			sel := emptyTest(info, t)
			if sel == nil {
				continue
			}
			base, ok := ast.Unparen(sel.X).(*ast.Ident)
			field, isVar := info.Uses[sel.Sel].(*types.Var)
			if !ok || info.Uses[base] != recv || !isVar || !field.IsField() || assignedIn(info, body, field, recv) || seen[field.Name()] {
				continue
			}
			seen[field.Name()] = true
			out = append(out, field.Name())
		}
	}
	return out
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
