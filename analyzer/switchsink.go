package analyzer

import (
	"go/ast"
	"go/types"
)

// go-sdk's mcp.AddTool is generic, so a table of tools whose handlers
// take different argument types keeps each handler in a field of type
// any, and one function picks the instance with a type switch:
//
//	type toolDef struct { tool *mcp.Tool; handler any }
//	func registerTool(s *mcp.Server, td toolDef) {
//		switch h := td.handler.(type) {
//		case mcp.ToolHandlerFor[SearchIn, SearchOut]:
//			mcp.AddTool(s, td.tool, h)
//		case func(context.Context, *mcp.CallToolRequest, GetIn) (*mcp.CallToolResult, GetOut, error):
//			mcp.AddTool(s, td.tool, h)
//		}
//	}
//
// A handler stored in such a field goes where the switch's cases pass it.

// switchFieldSink is the sink of a handler of type t stored in field f,
// of an interface type: the SDK registrations that the cases of a type
// switch on the field that t's values take pass their value to, when
// they all decide alike.
func (b *builder) switchFieldSink(f *types.Var, t types.Type) (sink, bool) {
	if t == nil || !types.IsInterface(f.Type()) {
		return sink{}, false
	}
	info := b.pass.TypesInfo
	var got []sink
	for _, c := range b.calls {
		if c.fn == nil {
			continue
		}
		op := OpOf(c.fn)
		if op == OpNone {
			continue
		}
		for k, a := range c.call.Args {
			id, ok := ast.Unparen(a).(*ast.Ident)
			if !ok {
				continue
			}
			v := info.Uses[id]
			sw := b.caseVarSwitch(v)
			if sw == nil || !switchesOnField(info, sw, f) || !types.AssignableTo(t, v.Type()) {
				continue
			}
			if s, ok := b.opSink(c.call, op, k, 0); ok {
				got = append(got, s)
			}
		}
	}
	if len(got) == 0 {
		return sink{}, false
	}
	for _, s := range got[1:] {
		if s.errs != got[0].errs || s.code != got[0].code {
			return sink{}, false
		}
	}
	return got[0], true
}

// caseVarSwitch returns the type switch one of whose clauses declares
// obj (the h of `switch h := x.(type)`), or nil.
func (b *builder) caseVarSwitch(obj types.Object) *ast.TypeSwitchStmt {
	if obj == nil {
		return nil
	}
	if b.caseVars == nil {
		b.caseVars = map[types.Object]*ast.TypeSwitchStmt{}
		for _, f := range b.pass.Files {
			ast.Inspect(f, func(n ast.Node) bool {
				sw, ok := n.(*ast.TypeSwitchStmt)
				if !ok {
					return true
				}
				for _, s := range sw.Body.List {
					if v := b.pass.TypesInfo.Implicits[s]; v != nil {
						b.caseVars[v] = sw
					}
				}
				return true
			})
		}
	}
	return b.caseVars[obj]
}

// switchesOnField reports whether sw is `switch h := x.f.(type)`.
func switchesOnField(info *types.Info, sw *ast.TypeSwitchStmt, f *types.Var) bool {
	as, ok := sw.Assign.(*ast.AssignStmt)
	if !ok || len(as.Rhs) != 1 {
		return false
	}
	ta, ok := ast.Unparen(as.Rhs[0]).(*ast.TypeAssertExpr)
	if !ok {
		return false
	}
	sel, ok := ast.Unparen(ta.X).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	s := info.Selections[sel]
	return s != nil && s.Kind() == types.FieldVal && s.Obj() == types.Object(f)
}
