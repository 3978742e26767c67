package analyzer

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// A hand-rolled server may route tools/call in one package and run it in
// another that its router imports:
//
//	// package dispatch
//	case method.ToolCall:
//		return tool.DispatchCall(d, req)
//	// package route/tool: no "tools/call" literal, no SDK
//	func DispatchCall(d *Deps, req proto.Request) *proto.Response {
//		var params proto.CallToolParams // {Name `json:"name"`; Arguments `json:"arguments"`}
//		if err := json.Unmarshal(req.Params, &params); err != nil { ... }
//		switch params.Name { case tool.Add: ...; default: ... }
//
// The router is downstream, where facts cannot reach back; but the
// function says what it is: it decodes a request's params into a value
// with the tools/call params' JSON fields and routes on that value's name.
// Its body is a tools/call branch (selfRoutedCalls).

// IsCallParamsType reports whether t is a project type that holds
// tools/call's params (callParamsType).
func IsCallParamsType(t types.Type) bool { return callParamsType(t) }

// callParamsType reports whether t (or what it points to) is a named
// struct type with the fields of tools/call's params, JSON names "name"
// and "arguments" (JSONName), whose name says tool: prompts/get's
// params have the same two fields (GetPromptParams).
func callParamsType(t types.Type) bool {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || !strings.Contains(strings.ToLower(n.Obj().Name()), "tool") {
		return false
	}
	s, ok := n.Underlying().(*types.Struct)
	if !ok {
		return false
	}
	var name, args bool
	for i := range s.NumFields() {
		switch JSONName(s, i) {
		case "name":
			name = true
		case "arguments":
			args = true
		}
	}
	return name && args
}

// declaresCallParams is the cheap test that makes a package without an
// SDK import or a method literal relevant: a variable it declares holds
// tools/call's params.
func declaresCallParams(pass *analysis.Pass) bool {
	for id, obj := range pass.TypesInfo.Defs {
		if v, ok := obj.(*types.Var); ok && !v.IsField() && id.Name != "_" && callParamsType(v.Type()) {
			return true
		}
	}
	return false
}

// selfRoutedCalls returns a dispatcher for each function of the package
// that decodes a tools/call params value (json.Unmarshal(x, &params)) and
// routes on its name field (a switch on params.Name, or a lookup keyed by
// it): the whole body is the tools/call branch. A function that a
// dispatcher of the package already routes to is left to it.
func (b *builder) selfRoutedCalls(known map[ast.Node]bool) []*Dispatcher {
	var out []*Dispatcher
	for _, f := range b.pass.Files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil || known[fd] {
				continue
			}
			if params := b.decodedCallParams(fd.Body); params != nil && b.routesOnName(fd.Body, params) {
				out = append(out, &Dispatcher{Func: fd, Cond: &ast.ExprStmt{X: fd.Name}, Branches: map[string][]ast.Stmt{MethodToolsCall: fd.Body.List}})
			}
		}
	}
	return out
}

// decodedCallParams returns the variable of a tools/call params type whose
// address body hands to json.Unmarshal, or nil.
func (b *builder) decodedCallParams(body *ast.BlockStmt) *types.Var {
	var params *types.Var
	ast.Inspect(body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || params != nil {
			return params == nil
		}
		fn, _ := typeutil.Callee(b.pass.TypesInfo, call).(*types.Func)
		if fn == nil || fn.Name() != "Unmarshal" || len(call.Args) != 2 {
			return true
		}
		u, ok := ast.Unparen(call.Args[1]).(*ast.UnaryExpr)
		if !ok {
			return true
		}
		if id, ok := ast.Unparen(u.X).(*ast.Ident); ok {
			if v, ok := b.pass.TypesInfo.Uses[id].(*types.Var); ok && callParamsType(v.Type()) {
				params = v
			}
		}
		return true
	})
	return params
}

// routesOnName reports whether body switches on params' name field or
// indexes a map with it.
func (b *builder) routesOnName(body *ast.BlockStmt, params *types.Var) bool {
	isName := func(e ast.Expr) bool {
		sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
		if !ok {
			return false
		}
		id, ok := ast.Unparen(sel.X).(*ast.Ident)
		if !ok || b.pass.TypesInfo.Uses[id] != params {
			return false
		}
		f, ok := b.pass.TypesInfo.Uses[sel.Sel].(*types.Var)
		return ok && f.IsField() && f.Name() == "Name"
	}
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.SwitchStmt:
			found = found || x.Tag != nil && isName(x.Tag)
		case *ast.IndexExpr:
			if _, ok := typeUnder(b.pass.TypesInfo.TypeOf(x.X)).(*types.Map); ok {
				found = found || isName(x.Index)
			}
		}
		return !found
	})
	return found
}
