package errlayer

import (
	"go/ast"
	"go/token"
	"go/types"
	"strconv"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

const catSwallowed = "swallowed-error"

// swallowed is the rule for a failure that the tool drops on its way to a
// successful answer, in the handler or the functions whose results it
// returns, in the two shapes that leave no doubt:
//
//   - an argument that a call fails on is ignored: `if u, err :=
//     lookup(args.Owner); err == nil { filter.Owner = u }`, no else, err
//     read nowhere after and the argument nowhere else: the tool answers
//     as if the model had not asked (a parse of the argument, in more
//     shapes, is ignoredArguments');
//   - an item of an argument skipped with only a log line: `for _, id :=
//     range args.IDs { v, err := get(id); if err != nil { continue } }`.
//
// A failure only logged before a degraded answer is left alone: on the
// corpus it was the author's choice each time. So are best-effort calls
// (Close, Remove, notifications).
func (c *checker) swallowed(h *analyzer.Handler) {
	c.emptyAnswers(h)
	argTypes := c.argTypes(h)
	for _, fn := range c.m.Delegates(h) {
		body := funcBody(fn)
		if body == nil {
			continue
		}
		ast.Inspect(body, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncLit:
				return false
			case *ast.BlockStmt:
				c.swallowedIn(h, n.List, fn, argTypes)
			case *ast.CaseClause:
				c.swallowedIn(h, n.Body, fn, argTypes)
			case *ast.CommClause:
				c.swallowedIn(h, n.Body, fn, argTypes)
			}
			return true
		})
	}
}

// swallowedIn reads one statement list for the three shapes.
func (c *checker) swallowedIn(h *analyzer.Handler, list []ast.Stmt, fn ast.Node, argTypes []types.Type) {
	for i, s := range list {
		c.loggedAction(h, list, i, fn, argTypes)
		c.loggedLookup(h, list, i, fn)
		ifs, ok := s.(*ast.IfStmt)
		if !ok || ifs.Else != nil {
			continue
		}
		as, _ := ifs.Init.(*ast.AssignStmt)
		if as == nil && i > 0 {
			as, _ = list[i-1].(*ast.AssignStmt)
		}
		call, errObj := c.failingCall(as)
		if call == nil || analyzer.BestEffort(c.pass.TypesInfo, call) {
			continue
		}
		op, ok := errTest(c.pass.TypesInfo, ifs.Cond, errObj)
		if !ok || readLater(c.pass.TypesInfo, funcBody(fn), list, i, errObj) {
			continue
		}
		callee := calleeName(c.pass.TypesInfo, call)
		switch {
		case op == token.EQL && !analyzer.IsParser(c.pass.TypesInfo, call) && c.onlyUseOfArg(call, fn, ifs, argTypes):
			// a parse of an argument is ignoredArguments' (analyzer.IgnoredArgParses)
			c.report(analysis.Diagnostic{
				Pos: ifs.Pos(), End: ifs.Cond.End(), Category: catSwallowed,
				Message: toolLabel(h) + ": when " + callee + " fails on the argument, the handler drops it without a word and answers as if the model had not given it; " +
					"answer the failure with an isError result that says what value is expected",
			})
		case op == token.NEQ && analyzer.OnlyLogsThenContinue(c.pass.TypesInfo, ifs.Body.List) && c.inArgLoop(fn, ifs, argTypes):
			cont := c.pass.Fset.Position(ifs.Body.List[len(ifs.Body.List)-1].Pos())
			c.skipDone[cont.Filename+":"+strconv.Itoa(cont.Line)] = true // not again as a skip site
			c.report(analysis.Diagnostic{
				Pos: ifs.Pos(), End: ifs.End(), Category: catSwallowed, // the test and the continue
				Message: toolLabel(h) + ": an item the model asked for is skipped when " + callee + " fails on it, with no word in the answer, which reports success; " +
					"list the failed items in the answer or return an isError result",
			})
		}
	}
}

// failingCall returns the call of as (`v, err := f()`, `err = f()`) and
// the variable it sets to its error.
func (c *checker) failingCall(as *ast.AssignStmt) (*ast.CallExpr, types.Object) {
	if as == nil || len(as.Rhs) != 1 || len(as.Lhs) > 2 {
		return nil, nil
	}
	call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
	if !ok {
		return nil, nil
	}
	last := identObject(c.pass.TypesInfo, as.Lhs[len(as.Lhs)-1])
	if last == nil || !isError(last.Type()) {
		return nil, nil
	}
	return call, last
}

func identObject(info *types.Info, e ast.Expr) types.Object {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok || id.Name == "_" {
		return nil
	}
	return info.ObjectOf(id)
}

// errTest returns the operator of a condition `err == nil` or `err !=
// nil` on errObj.
func errTest(info *types.Info, cond ast.Expr, errObj types.Object) (token.Token, bool) {
	be, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok || be.Op != token.EQL && be.Op != token.NEQ {
		return 0, false
	}
	if analyzer.IsNilComparison(info, be, errObj) {
		return be.Op, true
	}
	return 0, false
}

// readsAfter reports whether n reads v after pos (being assigned again
// is not a read).
func readsAfter(info *types.Info, n ast.Node, v types.Object, pos token.Pos) bool {
	used := false
	assignedTo := map[*ast.Ident]bool{}
	ast.Inspect(n, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				if id, ok := ast.Unparen(l).(*ast.Ident); ok {
					assignedTo[id] = true
				}
			}
		case *ast.Ident:
			if n.Pos() > pos && info.Uses[n] == v && !assignedTo[n] {
				used = true
			}
		}
		return !used
	})
	return used
}

// readLater reports whether the value v holds after list[i] is read:
// the statements after it, in order, until one assigns v again, and,
// when list is not the function's own, anything after it in body.
func readLater(info *types.Info, body *ast.BlockStmt, list []ast.Stmt, i int, v types.Object) bool {
	for _, s := range list[i+1:] {
		if readsAfter(info, s, v, token.NoPos) {
			return true
		}
		if as, ok := s.(*ast.AssignStmt); ok && assignsObj(info, as, v) {
			return false // set again before any read
		}
	}
	if len(body.List) > 0 && len(list) > 0 && &body.List[0] == &list[0] {
		return false
	}
	return readsAfter(info, body, v, list[len(list)-1].End())
}

// assignsObj reports whether as sets v.
func assignsObj(info *types.Info, as *ast.AssignStmt, v types.Object) bool {
	for _, l := range as.Lhs {
		if id, ok := ast.Unparen(l).(*ast.Ident); ok && info.ObjectOf(id) == v {
			return true
		}
	}
	return false
}

// calleeName is the name of the function call calls, "" when unknown.
var calleeName = analyzer.CalleeName

// argTypes are the types of h's argument parameters: a typed handler's
// decoded arguments (its parameters other than the context and the
// request).
func (c *checker) argTypes(h *analyzer.Handler) []types.Type {
	sig := c.f.signature(funcNode(h))
	if sig == nil {
		return nil
	}
	var out []types.Type
	for i := range sig.Params().Len() {
		t := sig.Params().At(i).Type()
		if _, ok := analyzer.Deref(t).Underlying().(*types.Struct); !ok {
			continue
		}
		if n, ok := types.Unalias(analyzer.Deref(t)).(*types.Named); ok && n.Obj().Pkg() != nil && analyzer.IsSDKPackage(n.Obj().Pkg().Path()) {
			continue // the request, the session
		}
		out = append(out, t)
	}
	return append(out, c.decodedArgTypes(funcNode(h), sig)...)
}

// decodedArgTypes are the types of the values a handler that is handed
// its arguments raw (json.RawMessage, []byte) decodes them into:
// `var p params; json.Unmarshal(args, &p)`.
func (c *checker) decodedArgTypes(fn ast.Node, sig *types.Signature) []types.Type {
	info := c.pass.TypesInfo
	raw := map[types.Object]bool{}
	for i := range sig.Params().Len() {
		if p := sig.Params().At(i); analyzer.IsRawJSON(p.Type()) {
			raw[p] = true
		}
	}
	if len(raw) == 0 {
		return nil
	}
	var out []types.Type
	ast.Inspect(funcBody(fn), func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || len(call.Args) != 2 || !isPkgFunc(funcOf(typeutil.Callee(info, call)), "encoding/json", "Unmarshal") {
			return true
		}
		if id, ok := ast.Unparen(call.Args[0]).(*ast.Ident); ok && raw[info.Uses[id]] {
			if u, ok := ast.Unparen(call.Args[1]).(*ast.UnaryExpr); ok && u.Op == token.AND {
				if t := info.TypeOf(u.X); t != nil {
					out = append(out, t)
				}
			}
		}
		return true
	})
	return out
}

// onlyUseOfArg reports whether one of call's arguments is one of the
// tool's arguments (a field or an entry, as directArg reads it) that fn
// reads nowhere else than in ifs's init and condition: when the call
// fails, the argument is lost. An argument also sent upstream as it is
// (`from` passed to the query, parsed again only for a hint) is not.
func (c *checker) onlyUseOfArg(call *ast.CallExpr, fn ast.Node, ifs *ast.IfStmt, argTypes []types.Type) bool {
	info := c.pass.TypesInfo
	for _, a := range call.Args {
		if !c.directArg(a, fn, argTypes, 0) {
			continue
		}
		key := argKey(info, a)
		if key == nil {
			continue
		}
		other := false
		ast.Inspect(funcBody(fn), func(n ast.Node) bool {
			if n == ast.Node(ifs.Init) || n == ast.Node(ifs.Cond) || other {
				return false
			}
			if be, ok := n.(*ast.BinaryExpr); ok && emptinessTest(info, be, key) {
				return false // if since != "" { ... }: the test that guards the parse
			}
			if e, ok := n.(ast.Expr); ok && argKey(info, e) == key && (n.Pos() < call.Pos() || n.Pos() >= call.End()) {
				other = true
			}
			return !other
		})
		if !other {
			return true
		}
	}
	return false
}

// argKey names the argument e reads: the field of a selector (args.Since),
// the variable of an identifier; nil for anything else (a whole struct,
// an expression).
func argKey(info *types.Info, e ast.Expr) types.Object {
	switch x := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		if tv, ok := info.Types[x.Fun]; ok && tv.IsType() && len(x.Args) == 1 {
			return argKey(info, x.Args[0])
		}
	case *ast.SelectorExpr:
		if sel, ok := info.Selections[x]; ok && sel.Kind() == types.FieldVal {
			return sel.Obj()
		}
	case *ast.Ident:
		if v, ok := info.Uses[x].(*types.Var); ok && !v.IsField() {
			if _, isStruct := v.Type().Underlying().(*types.Struct); !isStruct {
				return v
			}
		}
	}
	return nil
}

// directArg reports whether e is a value the model gave, as it gave it:
// a field of the handler's argument struct, an entry of the request's
// argument map, a conversion of one, or a local that only copies one. A
// function's result computed from the arguments is not (a search's hits
// are the server's data, not the model's request).
func (c *checker) directArg(e ast.Expr, fn ast.Node, argTypes []types.Type, depth int) bool {
	info := c.pass.TypesInfo
	isArgType := func(t types.Type) bool {
		for _, a := range argTypes {
			if t != nil && types.Identical(analyzer.Deref(t), analyzer.Deref(a)) {
				return true
			}
		}
		return false
	}
	switch x := ast.Unparen(e).(type) {
	case *ast.SelectorExpr:
		if isArgType(info.TypeOf(x.X)) || x.Sel.Name == "Arguments" {
			return true
		}
		return c.directArg(x.X, fn, argTypes, depth)
	case *ast.IndexExpr:
		return c.directArg(x.X, fn, argTypes, depth)
	case *ast.TypeAssertExpr:
		return c.directArg(x.X, fn, argTypes, depth)
	case *ast.CallExpr:
		if tv, ok := info.Types[x.Fun]; ok && tv.IsType() && len(x.Args) == 1 {
			return c.directArg(x.Args[0], fn, argTypes, depth) // []byte(args.Since)
		}
		if cleansString(info, x) {
			return c.directArg(x.Args[0], fn, argTypes, depth) // strings.TrimSpace(args.Since)
		}
		return calleeName(info, x) == "GetArguments" || analyzer.IsArgAccessorCall(info, x) // req.GetString("from", "")
	case *ast.Ident:
		if isArgType(info.TypeOf(x)) {
			return true
		}
		v, ok := info.Uses[x].(*types.Var)
		if !ok || depth >= 2 || !isLocal(v, c.pass.Pkg) {
			return false
		}
		defs := c.f.reachingDefs(v, x, fn)
		for _, d := range defs {
			if d.rhs == nil || !c.directArg(d.rhs, fn, argTypes, depth+1) {
				return false
			}
		}
		return len(defs) > 0
	}
	return false
}

// inArgLoop reports whether the loop nearest around n, in fn, ranges over
// the tool's arguments (an argument list the model gave).
func (c *checker) inArgLoop(fn ast.Node, n ast.Node, argTypes []types.Type) bool {
	var inner ast.Node
	ast.Inspect(funcBody(fn), func(x ast.Node) bool {
		switch x.(type) {
		case *ast.FuncLit:
			return false
		case *ast.RangeStmt, *ast.ForStmt:
			if x.Pos() < n.Pos() && n.End() <= x.End() {
				inner = x
			}
		}
		return true
	})
	rs, ok := inner.(*ast.RangeStmt)
	return ok && c.directArg(rs.X, fn, argTypes, 0)
}

// cleansString reports whether call only tidies the string it is given
// (strings.TrimSpace(s), strings.ToLower(s)): the value is still the
// model's.
func cleansString(info *types.Info, call *ast.CallExpr) bool {
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "strings" || len(call.Args) == 0 {
		return false
	}
	switch fn.Name() {
	case "TrimSpace", "ToLower", "ToUpper", "Trim", "TrimPrefix", "TrimSuffix", "TrimLeft", "TrimRight":
		return true
	}
	return false
}

// emptinessTest reports whether be compares the argument key with the
// empty string.
func emptinessTest(info *types.Info, be *ast.BinaryExpr, key types.Object) bool {
	if be.Op != token.EQL && be.Op != token.NEQ {
		return false
	}
	for _, pair := range [][2]ast.Expr{{be.X, be.Y}, {be.Y, be.X}} {
		if argKey(info, pair[0]) != key {
			continue
		}
		if tv, ok := info.Types[pair[1]]; ok && tv.Value != nil && tv.Value.ExactString() == `""` {
			return true
		}
	}
	return false
}

// funcOf is o as a function, nil when it is none.
func funcOf(o types.Object) *types.Func {
	f, _ := o.(*types.Func)
	return f
}
