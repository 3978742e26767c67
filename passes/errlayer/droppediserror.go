package errlayer

import (
	"go/ast"
	"go/types"
	"reflect"
	"strings"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
)

// A project tool layer may give its tools a result type of its own with
// an isError flag (`type ToolResult struct{ Content string; IsError bool
// }`, `tools.NewToolError(msg)` setting it), and adapt every tool to the
// SDK in one handler that calls the tool and converts its result. When
// that handler builds the SDK result from the other fields and never
// reads the flag (`return mcp.NewToolResultText(result.Content), nil`),
// every failure a tool answers with the flag set goes out as a success.

// droppedIsError reports the return of h, an SDK tool handler, that builds
// its result from fields of a project result value whose type has an
// isError flag the handler never reads. A handler that hands the value on
// whole (to a converter that may map the flag) is not reported.
func (c *checker) droppedIsError(h *analyzer.Handler, fn ast.Node, done map[*ast.ReturnStmt]bool) {
	info := c.pass.TypesInfo
	body := funcBody(fn)
	for _, v := range c.projectResultVars(body) {
		flag := isErrorField(v.Type())
		var at *ast.ReturnStmt
		var read string
		ok := true
		ast.Inspect(body, func(n ast.Node) bool {
			if !ok {
				return false
			}
			switch x := n.(type) {
			case *ast.ReturnStmt:
				if at == nil && mentionsFieldOf(info, x, v) {
					at = x
				}
			case *ast.SelectorExpr:
				if id, isID := ast.Unparen(x.X).(*ast.Ident); isID && info.Uses[id] == v {
					if x.Sel.Name == flag {
						ok = false
					} else if read == "" {
						read = id.Name + "." + x.Sel.Name
					}
					return false
				}
			case *ast.Ident:
				if info.Uses[x] == v && !comparedWithNil(body, x) {
					ok = false // handed on whole, or compared with another value
				}
			}
			return true
		})
		if !ok || at == nil || read == "" || done[at] {
			continue
		}
		done[at] = true
		who := "this handler"
		if l := toolLabel(h); l != "tool handler" {
			who = "the handler of " + l
		}
		c.report(analysis.Diagnostic{
			Pos: at.Pos(), End: at.End(), Category: catHiddenError,
			Message: "the tools' result type " + types.TypeString(v.Type(), (*types.Package).Name) + " has an " + flag + " flag, but " + who + " builds the SDK result from " + read + " and never reads " + v.Name() + "." + flag + ": every failure a tool answers with " + flag +
				" set goes out as a success, and the model takes the failure for the tool's answer; set the SDK result's IsError from " + v.Name() + "." + flag,
		})
	}
}

// projectResultVars are the variables of body assigned from a call whose
// (first) result is a project struct, or a pointer to one, with an isError
// flag.
func (c *checker) projectResultVars(body *ast.BlockStmt) []*types.Var {
	info := c.pass.TypesInfo
	var out []*types.Var
	ast.Inspect(body, func(n ast.Node) bool {
		if _, ok := n.(*ast.FuncLit); ok {
			return false
		}
		as, ok := n.(*ast.AssignStmt)
		if !ok || len(as.Rhs) != 1 || len(as.Lhs) == 0 {
			return true
		}
		if _, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr); !ok {
			return true
		}
		id, ok := as.Lhs[0].(*ast.Ident)
		if !ok {
			return true
		}
		v, ok := info.ObjectOf(id).(*types.Var)
		if ok && !analyzer.FromSDK(v.Type()) && isErrorField(v.Type()) != "" {
			out = append(out, v)
		}
		return true
	})
	return out
}

// isErrorField is the name of t's bool field that says the result is a
// failure (IsError, or one that marshals as "isError"), when t is a
// struct or a pointer to one; "" otherwise.
func isErrorField(t types.Type) string {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return ""
	}
	for i := range st.NumFields() {
		f := st.Field(i)
		if b, ok := f.Type().Underlying().(*types.Basic); !ok || b.Kind() != types.Bool {
			continue
		}
		tag, _, _ := strings.Cut(reflect.StructTag(st.Tag(i)).Get("json"), ",")
		if strings.EqualFold(f.Name(), "IsError") || tag == "isError" {
			return f.Name()
		}
	}
	return ""
}

// mentionsFieldOf reports whether ret's results read a field of v.
func mentionsFieldOf(info *types.Info, ret *ast.ReturnStmt, v *types.Var) bool {
	found := false
	for _, r := range ret.Results {
		ast.Inspect(r, func(n ast.Node) bool {
			if sel, ok := n.(*ast.SelectorExpr); ok {
				if id, ok := ast.Unparen(sel.X).(*ast.Ident); ok && info.Uses[id] == v {
					found = true
				}
			}
			return !found
		})
	}
	return found
}

// comparedWithNil reports whether id is an operand of a comparison with
// nil in body (`if result == nil`).
func comparedWithNil(body *ast.BlockStmt, id *ast.Ident) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if be, ok := n.(*ast.BinaryExpr); ok && (be.X == id || be.Y == id) {
			other := be.Y
			if be.Y == id {
				other = be.X
			}
			if o, ok := ast.Unparen(other).(*ast.Ident); ok && o.Name == "nil" {
				found = true
			}
		}
		return !found
	})
	return found
}
