package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
)

// A handler often hands the fields of its decoded arguments to a
// validator of its package instead of checking them in place:
//
//	if err := validateTaskParams(params.Name, params.Schedule); err != nil {
//		return errorResponse(err)
//	}
//	func validateTaskParams(name, schedule string) error {
//		if name == "" || schedule == "" {
//			return errors.New("name and schedule are required")
//		}
//		return nil
//	}
//
// Each parameter the validator refuses empty, at the top of its body or
// by passing it on to another such validator, makes the field passed in
// its place a required argument (paramChecks).

// refusedParam is a parameter that a function refuses empty, and where.
type refusedParam struct {
	index int
	name  string
	check token.Pos
}

// maxParamCheckDepth bounds how far validators passing parameters on to
// other validators are followed.
const maxParamCheckDepth = 3

// refusedParams returns the parameters of fn, a function of this package
// whose last result is an error, that its body refuses empty with a
// non-nil error: `if p == "" || len(q) == 0 { return ..., err }` among
// its top-level statements, or `if err := g(p); err != nil { return
// ..., err }` where g refuses its parameter empty.
func (b *builder) refusedParams(fn *types.Func, depth int) []refusedParam {
	if fn == nil || depth > maxParamCheckDepth {
		return nil
	}
	if r, ok := b.paramRefusals[fn.Origin()]; ok {
		return r
	}
	b.paramRefusals[fn.Origin()] = nil // a cycle refuses nothing
	decl := b.decls[fn.Origin()]
	sig, _ := fn.Type().(*types.Signature)
	if decl == nil || decl.Body == nil || sig == nil || sig.Results().Len() == 0 || !isErrorType(sig.Results().At(sig.Results().Len()-1).Type()) {
		return nil
	}
	info := b.pass.TypesInfo
	param := func(e ast.Expr) (int, *types.Var) {
		id, ok := ast.Unparen(e).(*ast.Ident)
		if !ok {
			return -1, nil
		}
		v, ok := info.Uses[id].(*types.Var)
		if !ok || len(b.defs[v]) > 0 {
			return -1, nil // assigned in the body: a default, not the caller's value
		}
		for i := range sig.Params().Len() {
			if sig.Params().At(i) == v {
				return i, v
			}
		}
		return -1, nil
	}
	var out []refusedParam
	seen := map[int]bool{}
	add := func(i int, v *types.Var, at token.Pos) {
		if i >= 0 && !seen[i] {
			seen[i] = true
			out = append(out, refusedParam{index: i, name: v.Name(), check: at})
		}
	}
	for k, st := range decl.Body.List {
		ifs, ok := st.(*ast.IfStmt)
		if ok && b.succeedsEarly(ifs) {
			break // `if id != "" { return id, nil }`: a check after it refuses only when both are empty
		}
		if !ok || len(ifs.Body.List) == 0 || !b.refuses(ifs.Body, b.errorReturn) {
			continue
		}
		if ifs.Init == nil {
			for _, t := range orTerms(ifs.Cond) {
				if x := emptiedOperand(info, t); x != nil {
					i, v := param(x)
					add(i, v, t.Pos())
				}
			}
		}
		call := b.checkedCall(ifs, decl.Body.List[:k])
		if call == nil {
			continue
		}
		for _, r := range b.refusedParams(b.callee(call), depth+1) {
			if r.index < len(call.Args) && !call.Ellipsis.IsValid() {
				i, v := param(call.Args[r.index])
				add(i, v, r.check)
			}
		}
	}
	b.paramRefusals[fn.Origin()] = out
	return out
}

// succeedsEarly reports whether ifs, a top-level statement of a
// validator, returns without an error: the arguments it tests are enough,
// and the checks after it apply only when they are not there (either
// task_id or task_name).
func (b *builder) succeedsEarly(ifs *ast.IfStmt) bool {
	n := len(ifs.Body.List)
	if n == 0 {
		return false
	}
	ret, ok := ifs.Body.List[n-1].(*ast.ReturnStmt)
	return ok && !b.errorReturn(ret)
}

// errorReturn reports whether s returns a non-nil error as its last
// result.
func (b *builder) errorReturn(s ast.Stmt) bool {
	ret, ok := s.(*ast.ReturnStmt)
	if !ok || len(ret.Results) == 0 {
		return false
	}
	last := ret.Results[len(ret.Results)-1]
	return isErrorType(b.pass.TypesInfo.TypeOf(last)) && !isNilIdent(b.pass.TypesInfo, last)
}

// checkedCall returns the call whose error `if err != nil` tests: the
// if's own init (if err := f(x); err != nil), or the statement just
// before it in before (err := f(x) / err = f(x)).
func (b *builder) checkedCall(ifs *ast.IfStmt, before []ast.Stmt) *ast.CallExpr {
	return checkedCallIn(b.pass.TypesInfo, ifs, before)
}

// paramChecks returns, for an if in fn that fails the call when a
// validator refuses fields of the argument struct (of type in), one read
// per field passed in place of a parameter the validator refuses empty.
func (b *builder) paramChecks(ifs *ast.IfStmt, in types.Type, fn ast.Node) []ArgRead {
	if len(ifs.Body.List) == 0 || !b.refuses(ifs.Body, b.failureReturn) {
		return nil
	}
	var before []ast.Stmt
	if path := b.pathTo(ifs); len(path) > 1 {
		if blk, ok := path[len(path)-2].(*ast.BlockStmt); ok {
			for i, s := range blk.List {
				if s == ifs {
					before = blk.List[:i]
				}
			}
		}
	}
	call := b.checkedCall(ifs, before)
	if call == nil || call.Ellipsis.IsValid() {
		return nil
	}
	callee := b.callee(call)
	refused := b.refusedParams(callee, 0)
	if len(refused) == 0 || b.underArgBranch(ifs, fn, in) {
		return nil
	}
	info := b.pass.TypesInfo
	var out []ArgRead
	for _, r := range refused {
		if r.index >= len(call.Args) {
			continue
		}
		sel, ok := ast.Unparen(call.Args[r.index]).(*ast.SelectorExpr)
		if !ok {
			continue
		}
		field, isField := info.Uses[sel.Sel].(*types.Var)
		if !isField || !field.IsField() || !b.isArgStruct(sel.X, in) || fieldAssigned(info, funcBodyOf(fn), field) {
			continue
		}
		out = append(out, ArgRead{Node: sel, Fails: true, Field: field, Check: r.check,
			Via: callee.Name() + " refuses an empty " + r.name})
	}
	return out
}

// accessorRefusals returns, for the accessor reads of body with an empty
// default (`repo := req.GetString("repo", "")`) whose variable the body
// hands, in place of a parameter a validator of this package refuses
// empty, to a call whose failure fails the tool (`rootPath, err :=
// resolveRepo(repo); if err != nil { return errorResult(err) }`), the
// position of that check: such a read fails when the argument is absent.
func (b *builder) accessorRefusals(body *ast.BlockStmt) map[ast.Expr]token.Pos {
	var out map[ast.Expr]token.Pos
	info := b.pass.TypesInfo
	visit := func(list []ast.Stmt) {
		for i, s := range list {
			ifs, ok := s.(*ast.IfStmt)
			if !ok || len(ifs.Body.List) == 0 || !b.refuses(ifs.Body, b.failureReturn) {
				continue
			}
			call := b.checkedCall(ifs, list[:i])
			if call == nil || call.Ellipsis.IsValid() {
				continue
			}
			for _, r := range b.refusedParams(b.callee(call), 0) {
				if r.index >= len(call.Args) {
					continue
				}
				id, ok := ast.Unparen(call.Args[r.index]).(*ast.Ident)
				if !ok {
					continue
				}
				def, ok := b.singleDef(info.Uses[id])
				if !ok || def.index >= 0 || guardedNonEmpty(info, body, info.Uses[id], ifs.Pos()) {
					continue // if next != "" { page, err := fetch(next) ... }: an absent argument never gets there
				}
				read, ok := ast.Unparen(def.expr).(*ast.CallExpr)
				if !ok || len(read.Args) != 2 {
					continue
				}
				if d, ok := b.foldString(read.Args[1]); !ok || d != "" {
					continue // a default the validator accepts
				}
				if _, ok := b.accessorRead(read); ok {
					if out == nil {
						out = map[ast.Expr]token.Pos{}
					}
					out[read] = ifs.Pos()
				}
			}
		}
	}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.BlockStmt:
			visit(n.List)
		case *ast.CaseClause:
			visit(n.Body)
		}
		return true
	})
	return out
}

// guardedNonEmpty reports whether pos, in body, is inside the body of an
// if whose condition requires v to be non-empty (v != "", len(v) > 0,
// alone or in a conjunction).
func guardedNonEmpty(info *types.Info, body *ast.BlockStmt, v types.Object, pos token.Pos) bool {
	guarded := false
	ast.Inspect(body, func(n ast.Node) bool {
		ifs, ok := n.(*ast.IfStmt)
		if guarded || !ok || pos < ifs.Body.Pos() || pos >= ifs.Body.End() {
			return !guarded
		}
		for _, t := range andTerms(ifs.Cond) {
			be, ok := ast.Unparen(t).(*ast.BinaryExpr)
			if !ok || (be.Op != token.NEQ && be.Op != token.GTR) {
				continue
			}
			x := ast.Unparen(be.X)
			if call, ok := x.(*ast.CallExpr); ok && len(call.Args) == 1 {
				if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok && id.Name == "len" {
					x = ast.Unparen(call.Args[0])
				}
			}
			if id, ok := x.(*ast.Ident); ok && info.Uses[id] == v {
				if tv, ok := info.Types[be.Y]; ok && tv.Value != nil && (tv.Value.ExactString() == `""` || tv.Value.ExactString() == "0") {
					guarded = true
				}
			}
		}
		return !guarded
	})
	return guarded
}

// andTerms splits a condition into its && operands.
func andTerms(e ast.Expr) []ast.Expr {
	if be, ok := ast.Unparen(e).(*ast.BinaryExpr); ok && be.Op == token.LAND {
		return append(andTerms(be.X), andTerms(be.Y)...)
	}
	return []ast.Expr{e}
}
