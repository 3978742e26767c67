package analyzer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
)

// commaOkFailures finds, among the top-level statements of body (a
// handler's own body), the reads of the decoded argument map that fail
// the call when the argument is absent:
//
//	v, ok := args["x"].(string)
//	if !ok { return nil, fmt.Errorf("missing x") }
//
// also with the read in the if's init, `if !ok || v == ""`, or only
// `if v == ""` after `v, _ :=`. It maps the read (the type assertion, or
// the index expression of `v, ok := args["x"]`) to the check. Only the
// body's own top level counts: a read under a branch, a loop or in a
// helper may not run for every call, so its check does not make the
// argument required; nor does one after a statement that answers some
// calls early with a success.
func (b *builder) commaOkFailures(body *ast.BlockStmt, argMaps map[types.Object]bool) map[ast.Expr]token.Pos {
	out := map[ast.Expr]token.Pos{}
	if body == nil {
		return out
	}
	for i, s := range body.List {
		if i > 0 && b.answersEarly(body.List[i-1]) {
			break // `if action == "list" { return list() }`: what follows runs for some calls only
		}
		switch s := s.(type) {
		case *ast.AssignStmt:
			for _, ifs := range b.checksAfter(body.List[i+1:]) {
				b.commaOkCheck(s, ifs, argMaps, out)
			}
			if sw := switchAfterReads(body.List[i+1:]); sw != nil {
				b.emptyDefaultSwitch(s, sw, out)
			}
		case *ast.IfStmt:
			if as, ok := s.Init.(*ast.AssignStmt); ok {
				b.commaOkCheck(as, s, argMaps, out)
			}
		}
	}
	return out
}

// checksAfter returns the if statements without init that follow a read,
// through a run of further assignments and checks (`path :=
// req.GetString("path", ""); container := req.GetString("container",
// ""); if path == "" { fail }`). The run ends at any other statement, or
// at a check that answers some calls early with a success.
func (b *builder) checksAfter(list []ast.Stmt) []*ast.IfStmt {
	var out []*ast.IfStmt
	for _, st := range list {
		switch st := st.(type) {
		case *ast.AssignStmt, *ast.DeclStmt:
			continue
		case *ast.IfStmt:
			if st.Init != nil || b.answersEarly(st) {
				return out
			}
			out = append(out, st)
			continue
		}
		return out
	}
	return out
}

// answersEarly reports whether s holds a return that is not a failure:
// the handler answers some calls there, so a check after s does not run
// for every call.
func (b *builder) answersEarly(s ast.Stmt) bool {
	if ifs, ok := s.(*ast.IfStmt); ok && ifs.Else == nil && b.testsErrNotNil(ifs.Cond) {
		return false // if err != nil { return errResult, nil }: the failure of an earlier step
	}
	early := false
	ast.Inspect(s, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if !b.failureReturn(n) {
				early = true
			}
		}
		return !early
	})
	return early
}

// commaOkCheck records the read that as makes when ifs, which follows
// it, fails the call on its absence.
func (b *builder) commaOkCheck(as *ast.AssignStmt, ifs *ast.IfStmt, argMaps map[types.Object]bool, out map[ast.Expr]token.Pos) {
	if len(as.Lhs) == 1 && len(as.Rhs) == 1 && ifs.Else == nil && len(ifs.Body.List) > 0 {
		b.emptyDefaultCheck(as, ifs, out)
		return
	}
	if len(as.Lhs) != 2 || len(as.Rhs) != 1 || ifs.Else != nil || len(ifs.Body.List) == 0 {
		return
	}
	read := ast.Unparen(as.Rhs[0])
	ix := read
	if ta, ok := read.(*ast.TypeAssertExpr); ok && ta.Type != nil {
		ix = ast.Unparen(ta.X)
	}
	if idx, ok := ix.(*ast.IndexExpr); !ok || !b.isArgMap(idx.X, argMaps) {
		return
	}
	if !b.refuses(ifs.Body, b.failureReturn) {
		return
	}
	info := b.pass.TypesInfo
	val, okVar := identObj(info, as.Lhs[0]), identObj(info, as.Lhs[1])
	for _, t := range orTerms(ifs.Cond) {
		if okVar != nil && isNotOf(info, t, okVar) || val != nil && isEmptyOf(info, t, val) {
			out[read] = t.Pos()
			return
		}
	}
}

// emptyDefaultCheck records an mcp-go accessor read with an empty
// default that the if after it refuses when empty:
//
//	action := req.GetString("action", "")
//	if action == "" { return mcp.NewToolResultError("action is required"), nil }
//
// The default is what an absent argument reads as, so the call fails
// without it. A non-empty default ("SELF", "main") is not caught by the
// check, and is not recorded.
func (b *builder) emptyDefaultCheck(as *ast.AssignStmt, ifs *ast.IfStmt, out map[ast.Expr]token.Pos) {
	call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
	if !ok || len(call.Args) < 2 {
		return
	}
	r, ok := b.accessorRead(call)
	if !ok || r.Fails || !b.refuses(ifs.Body, b.failureReturn) {
		return
	}
	info := b.pass.TypesInfo
	val := identObj(info, as.Lhs[0])
	dflt := call.Args[len(call.Args)-1]
	for _, t := range orTerms(ifs.Cond) {
		if val != nil && (b.emptyValue(dflt) && isEmptyOf(info, t, val) || refusesConstant(info, t, val, info.Types[dflt].Value)) {
			out[call] = t.Pos()
			return
		}
	}
}

// refusesConstant reports whether t, a comparison of v with a constant
// (`id <= 0`, `1 > id`, `mode == "none"`), holds when v is c: the
// accessor's default, which an absent argument gets, so the check
// refuses every call that leaves the argument out
// (`request.GetInt("vmid", 0)`, then `if vmid <= 0 { fail }`).
func refusesConstant(info *types.Info, t ast.Expr, v types.Object, c constant.Value) bool {
	be, ok := ast.Unparen(t).(*ast.BinaryExpr)
	if !ok || c == nil {
		return false
	}
	switch be.Op {
	case token.EQL, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ:
	default:
		return false
	}
	x, y, op := ast.Unparen(be.X), ast.Unparen(be.Y), be.Op
	if id, ok := y.(*ast.Ident); ok && info.Uses[id] == v {
		x, y = y, x
		op = map[token.Token]token.Token{token.LSS: token.GTR, token.LEQ: token.GEQ, token.GTR: token.LSS, token.GEQ: token.LEQ}[op]
		if op == token.ILLEGAL {
			op = be.Op // == and != read the same both ways
		}
	}
	if id, ok := x.(*ast.Ident); !ok || info.Uses[id] != v {
		return false
	}
	k := info.Types[y].Value
	if k == nil || numeric(k) != numeric(c) || !numeric(k) && (k.Kind() != constant.String || c.Kind() != constant.String) {
		return false
	}
	return constant.Compare(c, op, k)
}

// numeric reports whether c is an integer or a floating-point constant.
func numeric(c constant.Value) bool {
	return c.Kind() == constant.Int || c.Kind() == constant.Float
}

// emptyValue reports whether e is "" or nil.
func (b *builder) emptyValue(e ast.Expr) bool {
	info := b.pass.TypesInfo
	if isNilIdent(info, e) {
		return true
	}
	tv := info.Types[e]
	return tv.Value != nil && tv.Value.String() == `""`
}

// identObj is the variable that e, an identifier on the left of an
// assignment, defines or assigns; nil for the blank identifier.
func identObj(info *types.Info, e ast.Expr) types.Object {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok || id.Name == "_" {
		return nil
	}
	if o := info.Defs[id]; o != nil {
		return o
	}
	return info.Uses[id]
}

// isNotOf reports whether e is `!v`.
func isNotOf(info *types.Info, e ast.Expr, v types.Object) bool {
	u, ok := e.(*ast.UnaryExpr)
	if !ok || u.Op != token.NOT {
		return false
	}
	id, ok := ast.Unparen(u.X).(*ast.Ident)
	return ok && info.Uses[id] == v
}

// isEmptyOf reports whether e is `v == ""`, `len(v) == 0` or `v == nil`.
func isEmptyOf(info *types.Info, e ast.Expr, v types.Object) bool {
	x := emptiedOperand(info, e)
	if x == nil {
		if be, ok := e.(*ast.BinaryExpr); ok && be.Op == token.EQL {
			if isNilIdent(info, be.Y) {
				x = ast.Unparen(be.X)
			} else if isNilIdent(info, be.X) {
				x = ast.Unparen(be.Y)
			}
		}
	}
	id, ok := x.(*ast.Ident)
	return ok && info.Uses[id] == v
}

// requireFails reports whether the error of call, a Require* accessor in
// body, fails the call: the if right after it (or around it, as its
// init) tests `err != nil` and answers with a failure. `err == nil`
// there, a blank for the error, or no test, make the accessor a read
// with a default (mcp-filesystem-server's `if d, err :=
// req.RequireFloat("depth"); err == nil { depth = int(d) }`).
func (b *builder) requireFails(body *ast.BlockStmt, call *ast.CallExpr) bool {
	info := b.pass.TypesInfo
	fails := false
	check := func(as *ast.AssignStmt, ifs *ast.IfStmt) {
		if len(as.Lhs) != 2 || len(as.Rhs) != 1 || ast.Unparen(as.Rhs[0]) != call || ifs == nil || len(ifs.Body.List) == 0 {
			return
		}
		errObj := identObj(info, as.Lhs[1])
		be, ok := ast.Unparen(ifs.Cond).(*ast.BinaryExpr)
		if errObj == nil || !ok || be.Op != token.NEQ {
			return
		}
		if id, ok := ast.Unparen(be.X).(*ast.Ident); ok && info.Uses[id] == errObj && isNilIdent(info, be.Y) {
			fails = b.refuses(ifs.Body, b.failureReturn)
		}
	}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.IfStmt:
			if as, ok := n.Init.(*ast.AssignStmt); ok {
				check(as, n)
			}
		case *ast.BlockStmt:
			adjacentChecks(n.List, check)
		case *ast.CaseClause:
			adjacentChecks(n.Body, check)
		}
		return !fails
	})
	return fails
}

// adjacentChecks calls check with each assignment of list and the if
// without init right after it.
func adjacentChecks(list []ast.Stmt, check func(*ast.AssignStmt, *ast.IfStmt)) {
	for i, st := range list {
		if as, ok := st.(*ast.AssignStmt); ok && i+1 < len(list) {
			if ifs, _ := list[i+1].(*ast.IfStmt); ifs != nil && ifs.Init == nil {
				check(as, ifs)
			}
		}
	}
}

// refuses reports whether body, the body of a check, refuses the call:
// its last statement is a failing return (as failing says) and no return
// in it answers with a success. `if blobID == "" { if len(parts) == 1 {
// return parts[0], nil }; return nil, err }` accepts the empty value on
// some calls: not a refusal.
func (b *builder) refuses(body *ast.BlockStmt, failing func(ast.Stmt) bool) bool {
	if len(body.List) == 0 || !failing(body.List[len(body.List)-1]) {
		return false
	}
	ok := true
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if !failing(n) {
				ok = false
			}
		}
		return ok
	})
	return ok
}

// testsErrNotNil reports whether cond is `x != nil` on a value of an
// error type.
func (b *builder) testsErrNotNil(cond ast.Expr) bool {
	be, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok || be.Op != token.NEQ {
		return false
	}
	return isNilIdent(b.pass.TypesInfo, be.Y) && isErrorType(b.pass.TypesInfo.TypeOf(be.X))
}

// presenceGuarded reports whether body, before call, returns when the
// argument name is absent: `if _, ok := args["max_results"]; !ok { return
// defaultMax, nil }` makes the later read of a present value only.
func (b *builder) presenceGuarded(body *ast.BlockStmt, call *ast.CallExpr, name string) bool {
	info := b.pass.TypesInfo
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		ifs, ok := n.(*ast.IfStmt)
		if found || !ok {
			return !found
		}
		if ifs.End() > call.Pos() || len(ifs.Body.List) == 0 {
			return true
		}
		if _, ok := ifs.Body.List[len(ifs.Body.List)-1].(*ast.ReturnStmt); !ok {
			return true
		}
		as, ok := ifs.Init.(*ast.AssignStmt)
		if !ok || len(as.Lhs) != 2 || len(as.Rhs) != 1 {
			return true
		}
		ix, ok := ast.Unparen(as.Rhs[0]).(*ast.IndexExpr)
		if !ok {
			return true
		}
		if key, ok := b.foldString(ix.Index); !ok || key != name {
			return true
		}
		okObj := identObj(info, as.Lhs[1])
		not, isNot := ast.Unparen(ifs.Cond).(*ast.UnaryExpr)
		if okObj == nil || !isNot || not.Op != token.NOT {
			return true
		}
		if id, ok := ast.Unparen(not.X).(*ast.Ident); ok && info.Uses[id] == okObj {
			found = true
		}
		return !found
	})
	return found
}

// switchAfterReads returns the switch that list starts with, after
// plain assignments only (more reads of arguments), or nil.
func switchAfterReads(list []ast.Stmt) *ast.SwitchStmt {
	for _, s := range list {
		switch s := s.(type) {
		case *ast.AssignStmt:
			continue
		case *ast.SwitchStmt:
			return s
		}
		return nil
	}
	return nil
}

// emptyDefaultSwitch records an mcp-go accessor read with an empty
// default whose switch fails the call in its default case, with no case
// for "":
//
//	action := req.GetString("action", "")
//	switch action {
//	case "list": ...
//	default:
//		return mcp.NewToolResultError("Invalid action: " + action), nil
//	}
//
// An absent argument reads as "" and lands in the default: the call
// fails without it.
func (b *builder) emptyDefaultSwitch(as *ast.AssignStmt, sw *ast.SwitchStmt, out map[ast.Expr]token.Pos) {
	if len(as.Lhs) != 1 || len(as.Rhs) != 1 || sw.Init != nil || sw.Tag == nil {
		return
	}
	call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
	if !ok || len(call.Args) < 2 {
		return
	}
	r, ok := b.accessorRead(call)
	if !ok || r.Fails || !b.emptyValue(call.Args[len(call.Args)-1]) {
		return
	}
	info := b.pass.TypesInfo
	val := identObj(info, as.Lhs[0])
	tag, ok := ast.Unparen(sw.Tag).(*ast.Ident)
	if val == nil || !ok || info.Uses[tag] != val {
		return
	}
	var def *ast.CaseClause
	for _, st := range sw.Body.List {
		cc, ok := st.(*ast.CaseClause)
		if !ok {
			return
		}
		if cc.List == nil {
			def = cc
		}
		for _, e := range cc.List {
			if tv := info.Types[e]; tv.Value == nil || tv.Value.String() == `""` {
				return // a case for "" (or one the model cannot fold): the absent argument may be answered
			}
		}
	}
	if def == nil || len(def.Body) == 0 || !b.refuses(&ast.BlockStmt{List: def.Body}, b.failureReturn) {
		return
	}
	out[call] = def.Pos()
}
