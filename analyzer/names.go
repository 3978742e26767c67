package analyzer

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"
)

// FoldName folds a tool name expression of this package the way the
// model folds registration names. For definitions no registration
// reaches: a tool list built in a loop or kept in a framework's inventory
// still spells its names in mcp.Tool literals and mcp.NewTool calls.
func (m *Model) FoldName(e ast.Expr) Name {
	if m.b == nil {
		return Name{Expr: e}
	}
	return m.b.name(e)
}

// ToolDefName returns the name expression of a tool definition: the Name
// field of an mcp.Tool literal (go-sdk or mcp-go) or the first argument of
// mcp-go's mcp.NewTool and mcp.NewToolWithRawSchema. It returns nil for
// anything else.
func ToolDefName(info *types.Info, n ast.Node) ast.Expr {
	switch n := n.(type) {
	case *ast.CompositeLit:
		t := info.TypeOf(n)
		if t == nil || !isNamed(t, goSDKMCP, "Tool") && !isNamed(t, mcpGoMCP, "Tool") {
			return nil
		}
		for _, elt := range n.Elts {
			if key, val := fieldOf(elt, -1); key == "Name" {
				return val
			}
		}
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(info, n).(*types.Func)
		switch OpOf(fn) {
		case OpNewTool, OpNewToolWithRawSchema:
			if len(n.Args) > 0 {
				return n.Args[0]
			}
		}
	}
	return nil
}
