package analyzer

import (
	"go/ast"
	"go/types"
	"sort"
)

// A project's tool interface often hands the SDK both halves of a tool
// through getters, and one function registers every implementation:
//
//	type ToolAPI interface {
//		GetTool() *mcp.Tool
//		GetHandler() mcp.ToolHandler
//	}
//	func (svr *Server) addTool(tool ToolAPI) {
//		svr.mcpServer.AddTool(tool.GetTool(), tool.GetHandler())
//	}
//	func (t *WriteFile) GetTool() *mcp.Tool       { return &mcp.Tool{Name: t.GetName(), ...} }
//	func (t *WriteFile) GetHandler() mcp.ToolHandler { return t.Handler }
//
// The registration stands for one tool per implementation of the
// interface in this package: its definition is what the implementation's
// definition getter returns, its handler what the handler getter returns.
// The handler may be the interface's own method, as a method value
// (kubernetes-mcp's `s.AddTool(t.Tool(), t.Handler)` in a loop over its
// tools): each implementation's method is then its tool's handler.

// getterImpl is one implementation's definition and handler: handler
// is the expression its getter returns, or method the implementation's
// method that a method value of the interface stands for.
type getterImpl struct {
	def, handler ast.Expr
	method       *types.Func
}

// getterImpls returns, when def and handler are calls of two methods
// without arguments on one value of an interface type, what each
// implementation of that interface in this package returns from them;
// nil when the interface has no implementation here or one of them does
// not return a single expression.
func (b *builder) getterImpls(def, handler ast.Expr) []getterImpl {
	info := b.pass.TypesInfo
	recvOf := func(e ast.Expr) (types.Object, *types.Func) {
		call, ok := ast.Unparen(e).(*ast.CallExpr)
		if !ok || len(call.Args) != 0 {
			return nil, nil
		}
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok {
			return nil, nil
		}
		id, ok := ast.Unparen(sel.X).(*ast.Ident)
		if !ok {
			return nil, nil
		}
		m, _ := info.Uses[sel.Sel].(*types.Func)
		return info.Uses[id], m
	}
	dv, dm := recvOf(def)
	hv, hm := recvOf(handler)
	methodValue := false
	if hv == nil {
		// t.Handler: a method value of the interface, not a getter call
		if sel, ok := ast.Unparen(handler).(*ast.SelectorExpr); ok {
			if id, ok := ast.Unparen(sel.X).(*ast.Ident); ok {
				if s := info.Selections[sel]; s != nil && s.Kind() == types.MethodVal {
					hv, hm, methodValue = info.Uses[id], s.Obj().(*types.Func), true
				}
			}
		}
	}
	if dv == nil || dv != hv || dm == nil || hm == nil {
		return nil
	}
	iface, ok := dv.Type().Underlying().(*types.Interface)
	if !ok || iface.NumMethods() == 0 {
		return nil
	}
	var out []getterImpl
	scope := b.pass.Pkg.Scope()
	names := scope.Names()
	sort.Strings(names)
	for _, name := range names {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() || types.IsInterface(tn.Type()) {
			continue
		}
		var t types.Type = tn.Type()
		if !types.Implements(t, iface) {
			t = types.NewPointer(t)
			if !types.Implements(t, iface) {
				continue
			}
		}
		ms := types.NewMethodSet(t)
		d := b.methodReturn(ms, dm)
		if d == nil {
			return nil
		}
		if methodValue {
			sel := ms.Lookup(hm.Pkg(), hm.Name())
			m, _ := sel.Obj().(*types.Func)
			if m == nil || b.decls[m.Origin()] == nil {
				return nil
			}
			out = append(out, getterImpl{def: d, handler: handler, method: m})
			continue
		}
		h := b.methodReturn(ms, hm)
		if h == nil {
			return nil
		}
		out = append(out, getterImpl{def: d, handler: h})
	}
	return out
}

// methodReturn returns the one expression that the method of ms named as
// m returns, when its declaration has a single return statement.
func (b *builder) methodReturn(ms *types.MethodSet, m *types.Func) ast.Expr {
	sel := ms.Lookup(m.Pkg(), m.Name())
	if sel == nil {
		return nil
	}
	fn, ok := sel.Obj().(*types.Func)
	if !ok {
		return nil
	}
	decl := b.decls[fn.Origin()]
	if decl == nil || decl.Body == nil {
		return nil
	}
	var ret ast.Expr
	n := 0
	ast.Inspect(decl.Body, func(node ast.Node) bool {
		switch x := node.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			n++
			if len(x.Results) == 1 {
				ret = x.Results[0]
			}
		}
		return true
	})
	if n != 1 {
		return nil
	}
	return ret
}
