package listmutation

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
)

// unorderedLists reports tools/list answers written by hand that are
// built by ranging over a map and never sorted (category unordered-list).
// The SDKs sort their own lists; the code that builds one itself is the
// tools/list branch of a dispatcher the model found (a hand-rolled
// server, a gateway, a middleware), and mcp-go tool filters and
// AfterListTools hooks, which rewrite the SDK's list.
func (c *checker) unorderedLists() {
	seen := map[token.Pos]bool{}
	for _, h := range c.m.Handlers {
		if body := h.Body(); body != nil && (h.Kind == analyzer.ToolFilter || h.Kind == analyzer.RequestHook && c.isAfterListTools(h)) {
			c.checkListRegion(body, body, 0, seen)
		}
	}
	for _, d := range c.m.Dispatchers {
		stmts, ok := d.Branches[analyzer.MethodToolsList]
		if !ok {
			continue
		}
		var fnBody ast.Node
		switch fn := d.Func.(type) {
		case *ast.FuncDecl:
			fnBody = fn.Body
		case *ast.FuncLit:
			fnBody = fn.Body
		}
		c.checkListRegion(&ast.BlockStmt{List: stmts}, fnBody, 0, seen)
	}
}

// checkListRegion looks in region, part of the function body fnBody, for a
// range over a map that appends to a slice which fnBody never sorts. It
// follows calls into functions of this package, unless the region sorts
// something itself (it may sort what the helper returned).
func (c *checker) checkListRegion(region, fnBody ast.Node, depth int, seen map[token.Pos]bool) {
	if fnBody == nil {
		return
	}
	regionSorts := false
	walkRun(region, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok && c.isSortCall(call) {
			regionSorts = true
		}
		return true
	})
	walkRun(region, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.RangeStmt:
			mapName, ok := c.rangesOverMap(n)
			if !ok {
				return true
			}
			target := c.appendTarget(n.Body)
			if target == nil || c.sorts(fnBody, target) || seen[n.Pos()] {
				return true
			}
			seen[n.Pos()] = true
			c.report(analysis.Diagnostic{
				Pos:      n.Pos(),
				End:      n.X.End(),
				Category: catUnordered,
				Message: "the tools/list answer is built by ranging over map " + mapName + " and never sorted: " +
					"Go map order is random, so the tools come back in a different order each time and clients' caches " +
					"and LLM prompt caches miss (MCP 2026-07-28 asks for a deterministic order); " +
					"sort " + target.Name() + " by tool name before answering",
			})
		case *ast.CallExpr:
			if depth < maxHelperDepth && !regionSorts {
				if d := c.declOf(n); d != nil {
					c.checkListRegion(d.Body, d.Body, depth+1, seen)
				}
			}
		}
		return true
	})
}

// rangesOverMap reports whether r ranges over a map, or over the
// iterator of maps.Keys or maps.Values, and names what it ranges over.
func (c *checker) rangesOverMap(r *ast.RangeStmt) (string, bool) {
	x := ast.Unparen(r.X)
	if call, ok := x.(*ast.CallExpr); ok {
		if fn := c.callee(call); fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == "maps" &&
			(fn.Name() == "Keys" || fn.Name() == "Values") {
			return types.ExprString(x), true
		}
		return "", false
	}
	t := c.pass.TypesInfo.TypeOf(x)
	if t == nil {
		return "", false
	}
	_, ok := t.Underlying().(*types.Map)
	return types.ExprString(x), ok
}

// appendTarget returns the variable or field that body appends to
// (v = append(v, ...)), or nil.
func (c *checker) appendTarget(body ast.Node) types.Object {
	var obj types.Object
	walkRun(body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || obj != nil || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
			return obj == nil
		}
		call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
		if !ok {
			return true
		}
		if id, ok := ast.Unparen(call.Fun).(*ast.Ident); !ok || id.Name != "append" {
			return true
		}
		if _, ok := c.pass.TypesInfo.Uses[call.Fun.(*ast.Ident)].(*types.Builtin); ok {
			obj = c.objOf(as.Lhs[0])
		}
		return obj == nil
	})
	return obj
}

// objOf is the variable an identifier denotes or the field a selector
// selects.
func (c *checker) objOf(e ast.Expr) types.Object {
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		return c.pass.TypesInfo.ObjectOf(x)
	case *ast.SelectorExpr:
		return c.pass.TypesInfo.ObjectOf(x.Sel)
	}
	return nil
}

// sorts reports whether fnBody passes obj to a sorting call.
func (c *checker) sorts(fnBody ast.Node, obj types.Object) bool {
	found := false
	ast.Inspect(fnBody, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if found || !ok || !c.isSortCall(call) {
			return !found
		}
		// The arguments and, for list.Sort(), the receiver.
		ast.Inspect(call, func(m ast.Node) bool {
			if id, ok := m.(*ast.Ident); ok && c.pass.TypesInfo.ObjectOf(id) == obj {
				found = true
			}
			return !found
		})
		return !found
	})
	return found
}

// isSortCall reports whether call sorts: anything of packages sort and
// slices whose name says so, or a function or method whose name mentions
// sorting (sortTools(list), list.Sort()).
func (c *checker) isSortCall(call *ast.CallExpr) bool {
	fn := c.callee(call)
	if fn == nil {
		return false
	}
	name := strings.ToLower(fn.Name())
	if fn.Pkg() != nil && fn.Pkg().Path() == "sort" {
		return true
	}
	return strings.Contains(name, "sort")
}
