package analyzer

import (
	"go/ast"
	"go/types"
)

// A registration loop may take each tool's handler from a function that
// switches on the tool's name:
//
//	for _, tool := range ToolDefinitions() {
//		s.AddTool(tool, s.handlerFor(tool.Name))
//	}
//	func (s *Server) handlerFor(name string) server.ToolHandlerFunc {
//		switch name {
//		case "search_emails":
//			return s.handlers.HandleSearchEmails
//		...
//
// While a registration whose name is known is followed (regName), the
// call's handler is the return of the case that names it.

// nameSwitchReturn returns, for a call of a function of this package
// whose body is a switch on one of its string parameters, the expression
// that the case matching the registration's name returns; nil when the
// name is not known, no case matches, or the function is no such switch.
func (b *builder) nameSwitchReturn(call *ast.CallExpr) ast.Expr {
	if !b.regName.Known {
		return nil
	}
	fn := b.callee(call)
	if fn == nil {
		return nil
	}
	decl := b.decls[fn.Origin()]
	if decl == nil || decl.Body == nil {
		return nil
	}
	for _, st := range decl.Body.List {
		sw, ok := st.(*ast.SwitchStmt)
		if !ok || sw.Init != nil || sw.Tag == nil {
			continue
		}
		id, ok := ast.Unparen(sw.Tag).(*ast.Ident)
		if !ok {
			return nil
		}
		p, ok := b.pass.TypesInfo.Uses[id].(*types.Var)
		if !ok || len(b.defs[p]) > 0 {
			return nil
		}
		idx := paramPosition(b.pass.TypesInfo, decl.Type.Params, p)
		if idx < 0 || idx >= len(call.Args) {
			return nil
		}
		if !b.passesRegName(call.Args[idx]) {
			return nil // the call does not pass the registration's own name
		}
		for _, s := range sw.Body.List {
			cc := s.(*ast.CaseClause)
			for _, e := range cc.List {
				if v, ok := b.foldString(e); ok && v == b.regName.Value {
					if len(cc.Body) == 1 {
						if ret, ok := cc.Body[0].(*ast.ReturnStmt); ok && len(ret.Results) == 1 {
							return ret.Results[0]
						}
					}
					return nil
				}
			}
		}
		return nil
	}
	return nil
}

// passesRegName reports whether e is the name of the registration being
// followed: its constant, or the Name field of an SDK tool definition
// (tool.Name in a loop that registers each tool of a list).
func (b *builder) passesRegName(e ast.Expr) bool {
	if v, ok := b.foldString(e); ok {
		return v == b.regName.Value
	}
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	return ok && sel.Sel.Name == "Name" && isToolDefType(b.pass.TypesInfo.TypeOf(sel.X))
}
