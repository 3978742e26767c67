package errlayer

import (
	"go/ast"
	"go/types"

	"github.com/mcplint-go/mcplint/analyzer"
	"github.com/mcplint-go/mcplint/internal/analysisutil"
	"golang.org/x/tools/go/types/typeutil"
)

// An adapter closure of a registering function calls the handler it was
// given:
//
//	register := func(name string, handler func(ctx context.Context, args Args) (*mcp.CallToolResult, error)) {
//		s.AddTool(mcp.NewTool(name), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
//			return handler(ctx, argsOf(req))
//		})
//	}
//	register("get_pods", func(ctx context.Context, args Args) (*mcp.CallToolResult, error) { ... })
//
// Its return forwards every tool's error, but the finding is only true
// of the tools behind it: when every handler that this package passes to
// the registering function answers its failures itself (a nil error), no
// tool's failure takes the JSON-RPC path.

// forwardsOnlyAnswers reports whether the forwarded call among os calls a
// parameter of the enclosing registering function, and every argument
// given for it in this package is a function that returns no tool
// failure as an error.
func (c *checker) forwardsOnlyAnswers(os []origin) bool {
	for _, o := range os {
		call, ok := o.expr.(*ast.CallExpr)
		if !ok {
			continue
		}
		args := c.argumentsFor(call)
		if len(args) == 0 {
			return false
		}
		for _, a := range args {
			if !c.answersOwnFailures(a) {
				return false
			}
		}
		return true
	}
	return false
}

// argumentsFor returns, when call calls a parameter p of an enclosing
// function F (a declaration, or a literal assigned once to a local
// variable), the arguments that this package's calls of F pass for p;
// nil when F or any of its calls cannot be read.
func (c *checker) argumentsFor(call *ast.CallExpr) []ast.Expr {
	info := c.pass.TypesInfo
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := info.Uses[id].(*types.Var)
	if !ok {
		return nil
	}
	path := c.f.path(call)
	for i, n := range path {
		ft := analysisutil.FuncTypeOf(n)
		if ft == nil {
			continue
		}
		idx := analyzer.ParamIndex(info, ft, v)
		if idx < 0 {
			continue
		}
		var callee types.Object
		switch x := n.(type) {
		case *ast.FuncDecl:
			callee = info.Defs[x.Name]
		case *ast.FuncLit:
			callee = c.assignedOnceTo(x, path[i+1:])
		}
		if callee == nil {
			return nil
		}
		return c.argsAt(callee, idx)
	}
	return nil
}

// assignedOnceTo returns the local variable that lit is the only value
// of (register := func(...) {...}), given the nodes enclosing lit.
func (c *checker) assignedOnceTo(lit *ast.FuncLit, outer []ast.Node) types.Object {
	if len(outer) == 0 {
		return nil
	}
	as, ok := outer[0].(*ast.AssignStmt)
	if !ok || len(as.Lhs) != 1 || len(as.Rhs) != 1 || ast.Unparen(as.Rhs[0]) != lit {
		return nil
	}
	id, ok := as.Lhs[0].(*ast.Ident)
	if !ok {
		return nil
	}
	if v, ok := c.pass.TypesInfo.ObjectOf(id).(*types.Var); ok && c.m.ClosureOf(v) == lit {
		return v
	}
	return nil
}

// argsAt lists the arguments at index idx of every call of callee in the
// package's non-test files; nil when callee is used other than called.
func (c *checker) argsAt(callee types.Object, idx int) []ast.Expr {
	info := c.pass.TypesInfo
	var out []ast.Expr
	calls, uses := 0, 0
	for _, file := range c.pass.Files {
		if c.inTest(file) {
			continue
		}
		ast.Inspect(file, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.CallExpr:
				var obj types.Object
				switch f := ast.Unparen(x.Fun).(type) {
				case *ast.Ident:
					obj = info.Uses[f]
				case *ast.SelectorExpr:
					obj = info.Uses[f.Sel]
				}
				if obj == callee {
					calls++
					if idx < len(x.Args) {
						out = append(out, x.Args[idx])
					}
				}
			case *ast.Ident:
				if info.Uses[x] == callee {
					uses++
				}
			}
			return true
		})
	}
	if calls == 0 || calls != uses || len(out) != calls {
		return nil // passed around, or called with too few arguments
	}
	return out
}

// answersOwnFailures reports whether e is a function of this package (a
// literal or a declared function) none of whose returns carries a tool
// failure as its error.
func (c *checker) answersOwnFailures(e ast.Expr) bool {
	var node ast.Node
	switch x := ast.Unparen(e).(type) {
	case *ast.FuncLit:
		node = x
	default:
		fn, _ := typeutil.Callee(c.pass.TypesInfo, &ast.CallExpr{Fun: x}).(*types.Func)
		if fn == nil {
			return false
		}
		decl := c.f.decls[fn.Origin()]
		if decl == nil {
			return false
		}
		node = decl
	}
	body := funcBody(node)
	if body == nil {
		return false
	}
	fails := false
	forEachReturn(body, func(ret *ast.ReturnStmt) {
		fails = fails || kinds(c.f.returnedError(node, ret))&(kBusiness|kValidation|kUnknown) != 0
	})
	return !fails
}
