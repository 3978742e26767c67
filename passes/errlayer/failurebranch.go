package errlayer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"reflect"
	"strings"
	"unicode"

	"github.com/mcplint-go/mcplint/analyzer"
	"github.com/mcplint-go/mcplint/internal/analysisutil"
)

// failureBranch says which failure the branch that ret ends stands for,
// told by the branch's condition rather than by the words of its answer,
// so that it holds in any language ("参数 region_id 不能为空"), or "":
//
//   - a missing argument: the condition tests an argument of the call for
//     its zero value (args.RegionID == nil || *args.RegionID == "",
//     name == "" for name := req.GetString("name", "")), the tool's input
//     schema requires that argument, and the answer e names it (an
//     optional argument left out may be answered with a default: "No IDs
//     given: showing the profile only");
//   - a part of the server that is not set up: the condition tests a
//     package variable, or a field of the receiver, for nil
//     (tencentCloudTools == nil, s.client == nil), the tool calls a method
//     of it after the branch, and the answer is constant text.
//
// The branch must hold nothing but log calls before ret.
func (c *checker) failureBranch(h *analyzer.Handler, ret *ast.ReturnStmt, fn ast.Node, e ast.Expr) string {
	ifs := c.branchEndedBy(ret, fn)
	if ifs == nil {
		return ""
	}
	info := c.pass.TypesInfo
	texts := constantTexts(info, e)
	if len(texts) == 0 {
		return ""
	}
	for _, term := range orTerms(ifs.Cond) {
		x := zeroTested(info, term)
		if x == nil {
			continue
		}
		if names := c.argNames(x, fn); len(names) > 0 && c.requiredArg(h, names[0]) {
			for _, name := range names {
				if mentionsWord(texts, name) {
					return "the answer to a call without argument " + quoteText(names[0])
				}
			}
		}
		if nilTest(info, term) && c.serverPart(x, fn) && constantOnly(info, e) && calledAfter(info, x, ifs, fn) {
			return "the answer that " + types.ExprString(x) + " is not set up"
		}
	}
	return ""
}

// branchEndedBy returns the if statement whose body is log calls and
// then ret, or nil.
func (c *checker) branchEndedBy(ret *ast.ReturnStmt, fn ast.Node) *ast.IfStmt {
	return c.f.branchEndedBy(ret, fn)
}

func (f *flow) branchEndedBy(ret *ast.ReturnStmt, fn ast.Node) *ast.IfStmt {
	path := f.path(ret) // innermost first: ret, its block, the if
	if len(path) < 3 || path[0] != ret {
		return nil
	}
	body, ok := path[1].(*ast.BlockStmt)
	if !ok {
		return nil
	}
	ifs, ok := path[2].(*ast.IfStmt)
	if !ok || ifs.Body != body || body.List[len(body.List)-1] != ret || !contains(fn, ifs) {
		return nil
	}
	if before := body.List[:len(body.List)-1]; len(before) > 0 && !analyzer.OnlyLogs(f.pass.TypesInfo, before) {
		return nil
	}
	return ifs
}

func contains(n, inner ast.Node) bool { return n.Pos() <= inner.Pos() && inner.End() <= n.End() }

// orTerms splits cond at its top-level || operators.
func orTerms(cond ast.Expr) []ast.Expr {
	cond = ast.Unparen(cond)
	if b, ok := cond.(*ast.BinaryExpr); ok && b.Op == token.LOR {
		return append(orTerms(b.X), orTerms(b.Y)...)
	}
	return []ast.Expr{cond}
}

// zeroTested returns x when term is x == nil, x == "" or len(x) == 0
// (either side), with a dereference of x stripped; nil otherwise.
func zeroTested(info *types.Info, term ast.Expr) ast.Expr {
	b, ok := ast.Unparen(term).(*ast.BinaryExpr)
	if !ok || b.Op != token.EQL {
		return nil
	}
	for _, side := range [][2]ast.Expr{{b.X, b.Y}, {b.Y, b.X}} {
		x, zero := ast.Unparen(side[0]), side[1]
		tv, ok := info.Types[zero]
		if !ok {
			continue
		}
		switch {
		case tv.IsNil():
		case tv.Value != nil && tv.Value.Kind() == constant.String && constant.StringVal(tv.Value) == "":
		case tv.Value != nil && tv.Value.Kind() == constant.Int && constant.Sign(tv.Value) == 0:
			call, ok := x.(*ast.CallExpr)
			if !ok || len(call.Args) != 1 {
				continue
			}
			if id, ok := ast.Unparen(call.Fun).(*ast.Ident); !ok || id.Name != "len" {
				continue
			}
			x = ast.Unparen(call.Args[0])
		default:
			continue
		}
		if star, ok := x.(*ast.StarExpr); ok {
			x = ast.Unparen(star.X)
		}
		return x
	}
	return nil
}

// nilTest reports whether term compares with nil.
func nilTest(info *types.Info, term ast.Expr) bool {
	b, ok := ast.Unparen(term).(*ast.BinaryExpr)
	if !ok {
		return false
	}
	return info.Types[b.X].IsNil() || info.Types[b.Y].IsNil()
}

// requiredArg reports whether the input schema of every tool that h
// serves (one at least) requires the argument name.
func (c *checker) requiredArg(h *analyzer.Handler, name string) bool {
	if len(h.Tools) == 0 {
		return false
	}
	for _, r := range h.Tools {
		args := c.m.Args(r)
		if args == nil {
			return false
		}
		p := args.Props[name]
		if p == nil || !p.RequiredKnown || !p.Required {
			return false
		}
	}
	return true
}

// argNames returns the names under which x holds an argument of the call:
// the JSON name (first) and Go name of a field of a parameter of fn, the constant
// key of an index (args["name"]), or the constant string handed to the
// call that defines the local x (req.GetString("name", "")).
func (c *checker) argNames(x ast.Expr, fn ast.Node) []string {
	info := c.pass.TypesInfo
	switch x := x.(type) {
	case *ast.SelectorExpr:
		sel, ok := info.Selections[x]
		if !ok || sel.Kind() != types.FieldVal || !c.rootedAtParam(x.X, fn) {
			return nil
		}
		f := sel.Obj().(*types.Var)
		if tag := fieldTag(sel.Recv(), f); tag != "" {
			if name, _, _ := strings.Cut(reflect.StructTag(tag).Get("json"), ","); name != "" && name != "-" {
				return []string{name, f.Name()}
			}
		}
		return []string{f.Name()}
	case *ast.IndexExpr:
		if k := c.constString(x.Index); k != "" {
			return []string{k}
		}
	case *ast.Ident:
		v, ok := info.Uses[x].(*types.Var)
		if !ok || v.Pos() < fn.Pos() || v.Pos() > fn.End() {
			return nil
		}
		if rhs := c.singleLocalDef(v, fn); rhs != nil {
			if k := c.firstConstArg(rhs); k != "" {
				return []string{k}
			}
		}
	}
	return nil
}

// rootedAtParam reports whether the selector chain e starts at a
// parameter of fn other than its receiver.
func (c *checker) rootedAtParam(e ast.Expr, fn ast.Node) bool {
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.SelectorExpr:
			e = x.X
			continue
		case *ast.StarExpr:
			e = x.X
			continue
		case *ast.Ident:
			v, ok := c.pass.TypesInfo.Uses[x].(*types.Var)
			return ok && isParamOfFn(v, fn)
		}
		return false
	}
}

// isParamOfFn reports whether v is a parameter (not the receiver) of fn.
func isParamOfFn(v *types.Var, fn ast.Node) bool {
	ft := analysisutil.FuncTypeOf(fn)
	if ft == nil || ft.Params == nil {
		return false
	}
	return v.Pos() >= ft.Params.Pos() && v.Pos() < ft.Params.End()
}

// fieldTag returns the struct tag of field f in t (a struct or a pointer
// to one), or "".
func fieldTag(t types.Type, f *types.Var) string {
	st, ok := analyzer.Deref(t).Underlying().(*types.Struct)
	if !ok {
		return ""
	}
	for i := range st.NumFields() {
		if st.Field(i) == f {
			return st.Tag(i)
		}
	}
	return ""
}

// singleLocalDef returns the value of the one definition of the local v
// in fn (name := ..., or name, ok := ... of a single value), or nil.
func (c *checker) singleLocalDef(v *types.Var, fn ast.Node) ast.Expr {
	var rhs ast.Expr
	defs := 0
	ast.Inspect(fn, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok {
			return true
		}
		for i, l := range as.Lhs {
			if id, ok := l.(*ast.Ident); ok && c.pass.TypesInfo.ObjectOf(id) == v {
				defs++
				switch {
				case len(as.Rhs) == len(as.Lhs):
					rhs = as.Rhs[i]
				case len(as.Rhs) == 1 && i == 0:
					rhs = as.Rhs[0]
				}
			}
		}
		return true
	})
	if defs != 1 {
		return nil
	}
	return rhs
}

// firstConstArg returns the first constant string that e hands to a call
// or uses as an index key: the argument's name in
// req.GetString("name", ""), args["name"].(string).
func (c *checker) firstConstArg(e ast.Expr) string {
	found := ""
	ast.Inspect(e, func(n ast.Node) bool {
		if found != "" {
			return false
		}
		switch n := n.(type) {
		case *ast.CallExpr:
			for _, a := range n.Args {
				if k := c.constString(a); k != "" {
					found = k
					return false
				}
			}
		case *ast.IndexExpr:
			if k := c.constString(n.Index); k != "" {
				found = k
				return false
			}
		}
		return true
	})
	return found
}

// serverPart reports whether x is a package variable, or a field reached
// from one, from fn's receiver or from a variable a closure fn captures:
// part of the server, set up before the call (not a value of the call
// itself).
func (c *checker) serverPart(x ast.Expr, fn ast.Node) bool {
	return serverPart(c.pass.TypesInfo, x, fn)
}

func serverPart(info *types.Info, x ast.Expr, fn ast.Node) bool {
	orig := ast.Unparen(x)
	for {
		switch y := ast.Unparen(x).(type) {
		case *ast.SelectorExpr:
			if _, ok := info.Selections[y]; !ok {
				v, ok := info.Uses[y.Sel].(*types.Var)
				return ok && v.Parent() == v.Pkg().Scope() // pkg.Var
			}
			x = y.X
			continue
		case *ast.Ident:
			v, ok := info.Uses[y].(*types.Var)
			if !ok {
				return false
			}
			if v.Pkg() != nil && v.Parent() == v.Pkg().Scope() {
				return true
			}
			if y == orig {
				return gotFromServer(info, v, fn)
			}
			return serverRoot(v, fn)
		}
		return false
	}
}

// serverRoot reports whether v, a variable fn uses, is fn's receiver or
// a variable a closure fn captures from the function that made it.
func serverRoot(v *types.Var, fn ast.Node) bool {
	if lit, ok := fn.(*ast.FuncLit); ok {
		// captured by the closure from the function that made it at
		// registration (s of s.vectorStore)
		return v.Pos() < lit.Pos() || v.Pos() >= lit.End()
	}
	decl, ok := fn.(*ast.FuncDecl)
	return ok && decl.Recv != nil && v.Pos() >= decl.Recv.Pos() && v.Pos() < decl.Recv.End()
}

// gotFromServer reports whether v, a local variable of fn, is set once,
// from a getter of the server that takes no argument (`lspClient :=
// t.getClient()`): the part of the server the getter hands out.
func gotFromServer(info *types.Info, v *types.Var, fn ast.Node) bool {
	var defs []*ast.AssignStmt
	ast.Inspect(fn, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok {
			return true
		}
		for _, l := range as.Lhs {
			if id, ok := ast.Unparen(l).(*ast.Ident); ok && (info.Defs[id] == v || info.Uses[id] == v) {
				defs = append(defs, as)
			}
		}
		return true
	})
	if len(defs) != 1 || len(defs[0].Lhs) != 1 || len(defs[0].Rhs) != 1 {
		return false
	}
	call, ok := ast.Unparen(defs[0].Rhs[0]).(*ast.CallExpr)
	if !ok || len(call.Args) != 0 {
		return false
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	if id, ok := ast.Unparen(sel.X).(*ast.Ident); ok {
		root, ok := info.Uses[id].(*types.Var)
		return ok && (root.Pkg() != nil && root.Parent() == root.Pkg().Scope() || serverRoot(root, fn))
	}
	return serverPart(info, sel.X, fn)
}

// clientLike reports whether t is a pointer to a struct or an interface:
// a client or service the server holds, not data (a map, a slice).
func clientLike(t types.Type) bool {
	if t == nil {
		return false
	}
	switch u := t.Underlying().(type) {
	case *types.Pointer:
		_, ok := u.Elem().Underlying().(*types.Struct)
		return ok
	case *types.Interface:
		return !u.Empty()
	}
	return false
}

// unsetServerPart returns the part of the server whose nil test guards
// the branch that ifs is (`if s.vectorStore == nil`), or nil.
func unsetServerPart(info *types.Info, ifs *ast.IfStmt, fn ast.Node) ast.Expr {
	for _, term := range orTerms(ifs.Cond) {
		if x := zeroTested(info, term); x != nil && nilTest(info, term) && serverPart(info, x, fn) && clientLike(info.TypeOf(x)) {
			return x
		}
	}
	return nil
}

// calledAfter reports whether fn calls a method of x after ifs.
func calledAfter(_ *types.Info, x ast.Expr, ifs *ast.IfStmt, fn ast.Node) bool {
	want := types.ExprString(x)
	found := false
	ast.Inspect(fn, func(n ast.Node) bool {
		if found {
			return false
		}
		if call, ok := n.(*ast.CallExpr); ok && call.Pos() >= ifs.End() {
			if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && types.ExprString(ast.Unparen(sel.X)) == want {
				found = true
			}
		}
		return true
	})
	return found
}

// constantTexts returns the string constants in e: literals, named
// constants and Sprintf formats alike.
func constantTexts(info *types.Info, e ast.Expr) []string {
	var out []string
	ast.Inspect(e, func(n ast.Node) bool {
		x, ok := n.(ast.Expr)
		if !ok {
			return true
		}
		if tv, ok := info.Types[x]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
			out = append(out, constant.StringVal(tv.Value))
			return false
		}
		return true
	})
	return out
}

// constantOnly reports whether e refers to no variable: its text is fixed.
func constantOnly(info *types.Info, e ast.Expr) bool {
	only := true
	var visit func(n ast.Node) bool
	visit = func(n ast.Node) bool {
		if kv, ok := n.(*ast.KeyValueExpr); ok {
			// a struct literal's field name (Content:, Text:) is a
			// field, not a value the answer reads
			if id, isID := kv.Key.(*ast.Ident); isID {
				if v, isVar := info.Uses[id].(*types.Var); isVar && v.IsField() {
					ast.Inspect(kv.Value, visit)
					return false
				}
			}
		}
		if id, ok := n.(*ast.Ident); ok {
			if _, isVar := info.Uses[id].(*types.Var); isVar {
				only = false
			}
		}
		return only
	}
	ast.Inspect(e, visit)
	return only
}

// mentionsWord reports whether one of texts holds name as a word of its
// own (not inside a longer identifier), ignoring case.
func mentionsWord(texts []string, name string) bool {
	if len(name) < 2 {
		return false
	}
	lname := strings.ToLower(name)
	isIdent := func(r rune) bool {
		return r == '_' || unicode.IsLetter(r) && r < unicode.MaxASCII || unicode.IsDigit(r)
	}
	for _, t := range texts {
		lt := strings.ToLower(t)
		for i := 0; ; {
			j := strings.Index(lt[i:], lname)
			if j < 0 {
				break
			}
			start, end := i+j, i+j+len(lname)
			before, after := rune(0), rune(0)
			if start > 0 {
				before = rune(lt[start-1])
			}
			if end < len(lt) {
				after = rune(lt[end])
			}
			if !isIdent(before) && !isIdent(after) {
				return true
			}
			i = start + 1
		}
	}
	return false
}
