package analyzer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/types/typeutil"
)

// Methods whose answers the passes check when code other than the SDK
// routes them: a hand-rolled server, a gateway, a middleware.
const (
	MethodToolsCall = "tools/call"
	MethodToolsList = "tools/list"
)

// Dispatcher is code that routes JSON-RPC requests by method name itself:
// a hand-rolled server's switch, a gateway, or a middleware that handles
// tools/call or tools/list. Branches hold the statements that run for each
// method the model recognised.
type Dispatcher struct {
	// Func is the *ast.FuncDecl or *ast.FuncLit that holds the routing.
	Func ast.Node
	// Cond is the switch or if statement that tests the method.
	Cond ast.Stmt
	// Branches maps MethodToolsCall and MethodToolsList to the statements
	// run for that method (a case clause's body, or an if's body).
	Branches map[string][]ast.Stmt
	// Library is the package of the JSON-RPC library whose adapter routes
	// the method to Func (server.On("tools/call", jsonrpc2.Call(h.ToolsCall))):
	// Func's returned error is the library's to answer, with a JSON-RPC
	// error. Empty otherwise.
	Library string
}

// mentionsMethods is the cheap test that makes a package without an SDK
// import relevant: a string literal naming tools/call or tools/list.
func mentionsMethods(files []*ast.File) bool {
	found := false
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			if found {
				return false
			}
			if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				if s, err := strconv.Unquote(lit.Value); err == nil && (s == MethodToolsCall || s == MethodToolsList) {
					found = true
				}
			}
			return true
		})
		if found {
			return true
		}
	}
	return false
}

// findDispatchers records every switch or if statement that branches on
// the tools/call or tools/list method name.
func (b *builder) findDispatchers() {
	// The dispatchers are recorded function by function, each function's
	// in source order, as reading one body at a time would.
	of := map[int32][]*Dispatcher{}
	var routed []*Dispatcher
	for _, n := range b.nodes {
		if n.kind&(kSwitch|kIf|kBlock|kCaseClause) != 0 && n.fn >= 0 {
			of[n.fn] = append(of[n.fn], b.dispatchersAt(b.nodes[n.fn].node, n.node)...)
		}
		if n.kind == kCall {
			if d := b.routedMethod(n.node.(*ast.CallExpr)); d != nil {
				routed = append(routed, d)
			}
		}
		if n.kind&(kAssign|kKeyValue) != 0 {
			if d := b.routedEntry(n.node); d != nil {
				routed = append(routed, d)
			}
		}
	}
	for i, n := range b.nodes {
		if n.kind&(kFuncDecl|kFuncLit) != 0 {
			b.m.Dispatchers = append(b.m.Dispatchers, of[int32(i)]...)
		}
	}
	b.m.Dispatchers = append(b.m.Dispatchers, routed...)
	known := map[ast.Node]bool{}
	for _, d := range b.m.Dispatchers {
		known[d.Func] = true
	}
	b.m.Dispatchers = append(b.m.Dispatchers, b.selfRoutedCalls(known)...)
}

// routedMethod returns the dispatcher that call makes when it routes a
// method to a function of this package by name:
//
//	server.SetRequestHandler("tools/call", func(params json.RawMessage) (json.RawMessage, error) { ... })
//	router.Handle("tools/list", s.listTools)
//
// The function's body is the method's branch. SDK calls are the SDK's
// (their semantics are known otherwise).
func (b *builder) routedMethod(call *ast.CallExpr) *Dispatcher {
	if fn, _ := typeutil.Callee(b.pass.TypesInfo, call).(*types.Func); fn == nil || fn.Pkg() == nil || isSDKPackage(fn.Pkg().Path()) {
		return nil
	}
	method, handlers, library := "", 0, ""
	var handler ast.Node
	for _, a := range call.Args {
		if m := b.methodName(a); m != "" {
			if method != "" {
				return nil
			}
			method = m
			continue
		}
		switch x := ast.Unparen(a).(type) {
		case *ast.FuncLit:
			handler, handlers = x, handlers+1
		case *ast.Ident, *ast.SelectorExpr:
			if f, ok := b.pass.TypesInfo.Uses[identOf(x)].(*types.Func); ok {
				if decl := b.decls[f.Origin()]; decl != nil && decl.Body != nil {
					handler, handlers = decl, handlers+1
				}
			}
		case *ast.CallExpr:
			// router.Handle("tools/call", s.wrap(s.handleCallTool)): a
			// wrapper that answers whatever the function it wraps answers
			if decl := b.passedThrough(x); decl != nil {
				handler, handlers = decl, handlers+1
			} else if decl := b.libraryWrapped(x); decl != nil {
				handler, handlers, library = decl, handlers+1, b.callee(x).Pkg().Path()
			}
		}
	}
	if method == "" || handlers != 1 {
		return nil
	}
	return &Dispatcher{Func: handler, Cond: &ast.ExprStmt{X: call}, Branches: map[string][]ast.Stmt{method: funcBodyOf(handler).List}, Library: library}
}

// routedEntry returns the dispatcher that n, an assignment or a map
// literal's entry, makes when it files a function of this package under
// a method's name in a routing table:
//
//	s.handlers["tools/call"] = func(req *Request) (map[string]any, error) { ... }
//	handlers := map[string]handlerFunc{"tools/list": s.listTools}
//
// The function's body is the method's branch.
func (b *builder) routedEntry(n ast.Node) *Dispatcher {
	var key, value ast.Expr
	switch x := n.(type) {
	case *ast.AssignStmt:
		if len(x.Lhs) != 1 || len(x.Rhs) != 1 {
			return nil
		}
		ix, ok := ast.Unparen(x.Lhs[0]).(*ast.IndexExpr)
		if !ok {
			return nil
		}
		if _, ok := typeUnder(b.pass.TypesInfo.TypeOf(ix.X)).(*types.Map); !ok {
			return nil
		}
		key, value = ix.Index, x.Rhs[0]
	case *ast.KeyValueExpr:
		key, value = x.Key, x.Value
	default:
		return nil
	}
	method := b.methodName(key)
	if method == "" {
		return nil
	}
	var handler ast.Node
	switch v := ast.Unparen(value).(type) {
	case *ast.FuncLit:
		handler = v
	case *ast.Ident, *ast.SelectorExpr:
		if f, ok := b.pass.TypesInfo.Uses[identOf(v)].(*types.Func); ok {
			if decl := b.decls[f.Origin()]; decl != nil && decl.Body != nil {
				handler = decl
			}
		}
	}
	if handler == nil {
		return nil
	}
	return &Dispatcher{Func: handler, Cond: &ast.ExprStmt{X: value}, Branches: map[string][]ast.Stmt{method: funcBodyOf(handler).List}}
}

// passedThrough returns the function of this package that call, a call
// of a wrapper of this package, wraps when the wrapper passes its answer
// through unchanged: its one parameter is a function, and it returns a
// function literal each of whose returns is a call of that parameter
// (return fn(ctx, msg)), whatever it does around it (a cancellation, a
// progress token). Nil otherwise.
func (b *builder) passedThrough(call *ast.CallExpr) *ast.FuncDecl {
	if len(call.Args) != 1 {
		return nil
	}
	wrapper := b.callee(call)
	if wrapper == nil {
		return nil
	}
	wdecl := b.decls[wrapper.Origin()]
	f, ok := b.pass.TypesInfo.Uses[identOf(ast.Unparen(call.Args[0]))].(*types.Func)
	if !ok || wdecl == nil || wdecl.Body == nil || len(wdecl.Body.List) != 1 {
		return nil
	}
	inner := b.decls[f.Origin()]
	params := wdecl.Type.Params.List
	if inner == nil || inner.Body == nil || len(params) != 1 || len(params[0].Names) != 1 {
		return nil
	}
	param := b.pass.TypesInfo.Defs[params[0].Names[0]]
	ret, ok := wdecl.Body.List[0].(*ast.ReturnStmt)
	if !ok || len(ret.Results) != 1 {
		return nil
	}
	lit, ok := ast.Unparen(ret.Results[0]).(*ast.FuncLit)
	if !ok {
		return nil
	}
	passes, other := false, false
	ast.Inspect(lit.Body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.FuncLit:
			return false // a deferred cleanup's returns are its own
		case *ast.ReturnStmt:
			c, ok := callOf(x)
			if ok && b.pass.TypesInfo.Uses[identOf(ast.Unparen(c.Fun))] == param && param != nil {
				passes = true
			} else {
				other = true
			}
		}
		return true
	})
	if !passes || other {
		return nil
	}
	return inner
}

// libraryWrapped returns the function of this package that call, a call
// of a JSON-RPC library's adapter, turns into a method handler:
// server.On("tools/call", jsonrpc2.Call(h.ToolsCall)). A library that
// knows nothing of MCP can only answer the function's error with a
// JSON-RPC error; an MCP library's adapter (its path names MCP) may do
// otherwise and is not followed.
func (b *builder) libraryWrapped(call *ast.CallExpr) *ast.FuncDecl {
	if len(call.Args) != 1 {
		return nil
	}
	wrapper := b.callee(call)
	if wrapper == nil || wrapper.Pkg() == nil || wrapper.Pkg() == b.pass.Pkg || strings.Contains(strings.ToLower(wrapper.Pkg().Path()), "mcp") {
		return nil
	}
	f, ok := b.pass.TypesInfo.Uses[identOf(ast.Unparen(call.Args[0]))].(*types.Func)
	if !ok {
		return nil
	}
	decl := b.decls[f.Origin()]
	if decl == nil || decl.Body == nil {
		return nil
	}
	sig, ok := f.Type().(*types.Signature)
	if !ok || sig.Results().Len() == 0 || !isErrorType(sig.Results().At(sig.Results().Len()-1).Type()) {
		return nil // the error it returns is what the library answers
	}
	return decl
}

// callOf returns the call that ret returns as its only result.
func callOf(ret *ast.ReturnStmt) (*ast.CallExpr, bool) {
	if len(ret.Results) != 1 {
		return nil, false
	}
	c, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr)
	return c, ok
}

// identOf is the identifier that e, an identifier or a selector, ends in.
func identOf(e ast.Expr) *ast.Ident {
	switch x := e.(type) {
	case *ast.Ident:
		return x
	case *ast.SelectorExpr:
		return x.Sel
	}
	return nil
}

// dispatchersAt returns the dispatchers that n, a statement or block of
// fn's body, is or holds.
func (b *builder) dispatchersAt(fn ast.Node, n ast.Node) []*Dispatcher {
	switch s := n.(type) {
	case *ast.SwitchStmt:
		d := &Dispatcher{Func: fn, Cond: s, Branches: map[string][]ast.Stmt{}, Library: b.libraryOfFuncLit(fn)}
		for _, c := range s.Body.List {
			cc := c.(*ast.CaseClause)
			for _, e := range cc.List {
				if m := b.methodName(e); m != "" {
					d.Branches[m] = cc.Body
				}
			}
		}
		if len(d.Branches) > 0 {
			return []*Dispatcher{d}
		}
	case *ast.IfStmt:
		if m := b.methodTest(s.Cond); m != "" {
			return []*Dispatcher{{Func: fn, Cond: s, Branches: map[string][]ast.Stmt{m: s.Body.List}, Library: b.libraryOfFuncLit(fn)}}
		}
	case *ast.BlockStmt:
		return b.earlyReturns(fn, s.List)
	case *ast.CaseClause:
		return b.earlyReturns(fn, s.Body)
	}
	return nil
}

// earlyReturns returns the dispatchers written as a guard that returns
// for every other method (a middleware's "if method != "tools/list" {
// return next(...) }"): the statements after the guard are that method's
// branch.
func (b *builder) earlyReturns(fn ast.Node, list []ast.Stmt) []*Dispatcher {
	var ds []*Dispatcher
	for i, stmt := range list {
		s, ok := stmt.(*ast.IfStmt)
		if !ok || s.Else != nil || s.Init != nil || len(s.Body.List) == 0 {
			continue
		}
		if _, ok := s.Body.List[len(s.Body.List)-1].(*ast.ReturnStmt); !ok {
			continue
		}
		if m := b.otherMethodTest(s.Cond); m != "" {
			ds = append(ds, &Dispatcher{Func: fn, Cond: s, Branches: map[string][]ast.Stmt{m: list[i+1:]}})
		}
	}
	return ds
}

// otherMethodTest returns the method that cond is false for only when the
// request is that method: method != "tools/list", also as one operand of
// || (method != "tools/list" || err != nil).
func (b *builder) otherMethodTest(cond ast.Expr) string {
	return b.methodCompare(cond, token.NEQ, token.LOR)
}

// methodCompare finds a comparison cmp of a method name, alone or as an
// operand of the connective join.
func (b *builder) methodCompare(cond ast.Expr, cmp, join token.Token) string {
	be, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok {
		return ""
	}
	switch be.Op {
	case cmp:
		if m := b.methodName(be.X); m != "" {
			return m
		}
		return b.methodName(be.Y)
	case join:
		if m := b.methodCompare(be.X, cmp, join); m != "" {
			return m
		}
		return b.methodCompare(be.Y, cmp, join)
	}
	return ""
}

// methodTest returns the method that cond tests for: method == "tools/list",
// also as one operand of && (err == nil && method == "tools/list").
func (b *builder) methodTest(cond ast.Expr) string {
	return b.methodCompare(cond, token.EQL, token.LAND)
}

// methodName returns MethodToolsCall or MethodToolsList when e is a
// constant with that value (a literal or an SDK constant), else "".
func (b *builder) methodName(e ast.Expr) string {
	tv, ok := b.pass.TypesInfo.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return ""
	}
	switch s := constant.StringVal(tv.Value); s {
	case MethodToolsCall, MethodToolsList:
		return s
	}
	return ""
}
