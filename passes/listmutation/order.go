package listmutation

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
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
		if call, ok := n.(*ast.CallExpr); ok && analyzer.IsSortCall(c.pass.TypesInfo, call) {
			regionSorts = true
		}
		return true
	})
	walkRun(region, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.RangeStmt:
			mapName, ok := analyzer.RangesOverMap(c.pass.TypesInfo, n)
			if !ok {
				return true
			}
			target := analyzer.AppendTarget(c.pass.TypesInfo, n.Body)
			if target == nil || analyzer.Sorts(c.pass.TypesInfo, fnBody, target) || seen[n.Pos()] {
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
			if regionSorts {
				return true
			}
			if mapName, ok := collectsMapIter(c.pass.TypesInfo, n); ok && !seen[n.Pos()] {
				seen[n.Pos()] = true
				c.report(analysis.Diagnostic{
					Pos:      n.Pos(),
					End:      n.End(),
					Category: catUnordered,
					Message: "the tools/list answer is " + types.ExprString(n) + ", which collects map " + mapName + " in Go map order: " +
						"it is random, so the tools come back in a different order each time and clients' caches and LLM prompt " +
						"caches miss (MCP 2026-07-28 asks for a deterministic order); sort the list by tool name before answering",
				})
				return true
			}
			if d := c.declOf(n); d != nil && depth < maxHelperDepth {
				c.checkListRegion(d.Body, d.Body, depth+1, seen)
			} else if fn := c.callee(n); fn != nil && !seen[n.Pos()] {
				// A list that another package builds in map order
				// (registry.List()).
				if mapName, ok := c.m.MapOrdered(fn); ok {
					seen[n.Pos()] = true
					c.report(analysis.Diagnostic{
						Pos:      n.Pos(),
						End:      n.End(),
						Category: catUnordered,
						Message: "the tools/list answer is built from " + types.ExprString(n.Fun) + ", which ranges over map " + mapName +
							" and never sorts: Go map order is random, so the tools come back in a different order each time and " +
							"clients' caches and LLM prompt caches miss (MCP 2026-07-28 asks for a deterministic order); " +
							"sort the list by tool name before answering",
					})
				}
			}
		}
		return true
	})
}

// collectsMapIter reports whether call is slices.Collect(maps.Values(m))
// or slices.Collect(maps.Keys(m)), a slice in map order, and names m.
func collectsMapIter(info *types.Info, call *ast.CallExpr) (string, bool) {
	if !isStdFunc(info, call, "slices", "Collect") || len(call.Args) != 1 {
		return "", false
	}
	inner, ok := ast.Unparen(call.Args[0]).(*ast.CallExpr)
	if !ok || len(inner.Args) != 1 || !isStdFunc(info, inner, "maps", "Values") && !isStdFunc(info, inner, "maps", "Keys") {
		return "", false
	}
	return types.ExprString(inner.Args[0]), true
}

// isStdFunc reports whether call calls the function name of package path.
func isStdFunc(info *types.Info, call *ast.CallExpr, path, name string) bool {
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	return fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == path && fn.Name() == name
}
