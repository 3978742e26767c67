package analyzer

import (
	"go/ast"
	"strings"
)

// A server may keep its tools in a list and their handlers in a map
// keyed by name, and join the two in its registration loop:
//
//	handlers := handlerMap(c) // map[string]server.ToolHandlerFunc{"pinchtab_click": handleAction(c, "click"), ...}
//	for _, tool := range allTools() {
//		h, ok := handlers[tool.Name]
//		...
//		s.AddTool(tool, h)
//	}
//
// Each registration of the loop, named by its list element, is served
// by the map's value under that name.

// handlerByName returns the handler expression that e, the handler
// argument of r's registration, takes for r's name: e is a variable set
// once from a map indexed by the name field of the loop's tool, and the
// map is a literal (or the one literal a function of this package
// returns) keyed by constant names. It returns nil otherwise.
func (b *builder) handlerByName(r *Registration, e ast.Expr) ast.Expr {
	if !r.Name.Known {
		return nil
	}
	info := b.pass.TypesInfo
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil
	}
	d, ok := b.singleDef(info.Uses[id])
	if !ok {
		return nil
	}
	ix, ok := ast.Unparen(d.expr).(*ast.IndexExpr)
	if !ok {
		return nil
	}
	if sel, ok := ast.Unparen(ix.Index).(*ast.SelectorExpr); !ok || !strings.EqualFold(sel.Sel.Name, "Name") {
		return nil // a key that is not the tool's name
	}
	lit := b.compositeLit(b.origin(ix.X))
	if lit == nil || !isMapLit(info, lit) {
		return nil
	}
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			return nil
		}
		if constString(info, kv.Key) == r.Name.Value {
			return kv.Value
		}
	}
	return nil
}
