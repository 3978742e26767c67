package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
)

// A tool may also be a value of a project struct that registers itself:
//
//	type ToolDefinition[In, Out any] struct {
//		Tool    *mcp.Tool
//		Handler func(context.Context, *mcp.CallToolRequest, In) (*mcp.CallToolResult, Out, error)
//	}
//	func NewToolDefinition[In, Out any](name, desc string, h ...) *ToolDefinition[In, Out] {
//		return &ToolDefinition[In, Out]{Tool: &mcp.Tool{Name: name, Description: desc}, Handler: h}
//	}
//	func (td *ToolDefinition[In, Out]) Register(s *mcp.Server) {
//		mcp.AddTool(s, td.Tool, func(ctx, req, in) (...) { res, out, err := td.Handler(ctx, req, in); log(...); return res, out, err })
//	}
//	GetListTablesTool().Register(s) // GetListTablesTool returns NewToolDefinition("list_tables", ..., listTables)
//
// Every call of the method registers the value its receiver holds there.
// The model follows the receiver back to a struct literal, through the
// functions of this package that return it, with each function's
// parameters bound to the call's arguments (bound, read by follow and
// fold): the literal's Tool field is then &mcp.Tool{Name: "list_tables"}
// and its Handler field listTables.

// maxRecvDepth bounds how many calls deep the receiver is followed.
const maxRecvDepth = 4

// receiverElements returns, when v is the receiver of the method that
// encloses at (and the method never assigns it), the struct literals
// that the method's calls in this package give their receivers, each
// with the parameter bindings under which its fields are read.
func (b *builder) receiverElements(v *types.Var, at ast.Node) []fieldElement {
	if len(b.defs[v]) > 0 {
		return nil
	}
	decl := b.enclosingDecl(at)
	if decl == nil || decl.Recv == nil || len(decl.Recv.List) != 1 || len(decl.Recv.List[0].Names) != 1 ||
		b.pass.TypesInfo.Defs[decl.Recv.List[0].Names[0]] != types.Object(v) {
		return nil
	}
	fn, _ := b.pass.TypesInfo.Defs[decl.Name].(*types.Func)
	if fn == nil {
		return nil
	}
	var out []fieldElement
	for _, c := range b.calls {
		if c.fn == nil || c.fn.Origin() != fn {
			continue
		}
		sel, ok := ast.Unparen(c.call.Fun).(*ast.SelectorExpr)
		if !ok || decl.Pos() <= c.call.Pos() && c.call.End() <= decl.End() {
			continue // the method calling itself
		}
		bind := map[types.Object]ast.Expr{}
		if lit := b.valueLiteral(sel.X, bind, 0); lit != nil {
			out = append(out, fieldElement{lit: lit, site: c.call, bind: bind})
		}
	}
	return out
}

// valueLiteral follows e to the struct literal it holds: a literal (or
// its address), a variable of this package assigned once, or the call of
// a function of this package with one return, whose parameters it binds
// in bind to the call's arguments.
func (b *builder) valueLiteral(e ast.Expr, bind map[types.Object]ast.Expr, depth int) *ast.CompositeLit {
	if depth > maxRecvDepth {
		return nil
	}
	e = ast.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	switch x := e.(type) {
	case *ast.CompositeLit:
		if _, ok := derefType(b.pass.TypesInfo.TypeOf(x)).Underlying().(*types.Struct); ok {
			return x
		}
	case *ast.Ident:
		obj := b.pass.TypesInfo.Uses[x]
		if val, ok := bind[obj]; ok {
			return b.valueLiteral(val, bind, depth+1)
		}
		if d, ok := b.singleDef(obj); ok && d.index < 0 {
			return b.valueLiteral(d.expr, bind, depth+1)
		}
	case *ast.CallExpr:
		fn := b.callee(x)
		if fn == nil || x.Ellipsis.IsValid() {
			return nil
		}
		decl := b.decls[fn.Origin()]
		ret := b.singleReturn(x, -1)
		if decl == nil || ret == nil {
			return nil
		}
		var params []*ast.Ident
		for _, f := range decl.Type.Params.List {
			params = append(params, f.Names...)
		}
		if len(params) != len(x.Args) {
			return nil
		}
		for i, p := range params {
			if obj := b.pass.TypesInfo.Defs[p]; obj != nil {
				bind[obj] = x.Args[i]
			}
		}
		return b.valueLiteral(ret, bind, depth+1)
	}
	return nil
}

// delegatedField returns, while an element is registered, the element's
// function field that the handler literal lit calls (td.Handler(ctx, req,
// in) inside the method's logging closure), and what lit does with the
// field's errors; ok is false when lit calls none.
func (b *builder) delegatedField(lit *ast.FuncLit) (field ast.Expr, eff effect, ok bool) {
	if b.elem.v == nil {
		return nil, passes, false
	}
	var sel *ast.SelectorExpr
	ast.Inspect(lit.Body, func(n ast.Node) bool {
		if sel != nil {
			return false
		}
		if _, isLit := n.(*ast.FuncLit); isLit {
			return false
		}
		if call, isCall := n.(*ast.CallExpr); isCall {
			if s, isSel := ast.Unparen(call.Fun).(*ast.SelectorExpr); isSel && b.isFieldOf(s, b.elem.v) && isHandlerFunc(b.pass.TypesInfo.TypeOf(s)) {
				sel = s
			}
		}
		return true
	})
	if sel == nil {
		return nil, passes, false
	}
	field = b.litField(b.elem.lit, sel.Sel.Name)
	if field == nil {
		return nil, passes, false
	}
	r := b.newWrapReader(nil)
	r.match = func(call *ast.CallExpr) bool {
		s, isSel := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		return isSel && s.Sel.Name == sel.Sel.Name && b.isFieldOf(s, b.elem.v)
	}
	return field, r.effect(lit), true
}
