package analyzer

import (
	"go/ast"
	"go/types"

	"github.com/mcplint-go/mcplint/internal/analysisutil"
	"golang.org/x/tools/go/types/typeutil"
)

// A raw handler's arguments arrive as the client sent them: go-sdk's
// CallToolParamsRaw.Arguments and go-mcp's CallToolRequest.RawArguments
// are empty when the client leaves "arguments" out, which it may do when
// the schema requires nothing. json.Unmarshal of an empty value fails
// ("unexpected end of JSON input"), and so does go-mcp's
// protocol.VerifyAndUnmarshal ("request arguments is empty"): a handler
// that fails the call on that error refuses a schema-valid call.

// IsRawArguments reports whether e is a raw handler's undecoded
// arguments: the Arguments of go-sdk's CallToolParamsRaw (through the
// request or not), or go-mcp's RawArguments.
func IsRawArguments(info *types.Info, e ast.Expr) bool {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Arguments" && sel.Sel.Name != "RawArguments" {
		return false
	}
	t, xt := info.TypeOf(sel), info.TypeOf(sel.X)
	if t == nil || xt == nil {
		return false // code that does not type-check
	}
	if _, ok := t.Underlying().(*types.Slice); !ok {
		return false // mcp-go's and go-sdk's decoded Arguments (any, a map)
	}
	n, ok := types.Unalias(Deref(xt)).(*types.Named)
	return ok && n.Obj().Pkg() != nil && (n.Obj().Pkg().Path() == goSDKMCP || n.Obj().Pkg().Path() == goMCPProto)
}

// RawArgsDecodes returns the calls in body that decode the raw arguments
// (json.Unmarshal(req.Params.Arguments, &v), protocol.VerifyAndUnmarshal)
// and fail the function when they fail, if body tests the raw arguments
// nowhere else (`if len(req.Params.Arguments) > 0` guards the decode).
func RawArgsDecodes(info *types.Info, body *ast.BlockStmt) []*ast.CallExpr {
	if body == nil {
		return nil
	}
	var decodes []*ast.CallExpr
	raw := 0
	ast.Inspect(body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.SelectorExpr:
			if IsRawArguments(info, x) {
				raw++
			}
		case *ast.CallExpr:
			if decodesRaw(info, x) && FailsOnError(info, body, x) {
				decodes = append(decodes, x)
			}
		}
		return true
	})
	if raw != len(decodes) {
		return nil // the raw arguments are read or tested elsewhere
	}
	return decodes
}

// decodesRaw reports whether call decodes the raw arguments.
func decodesRaw(info *types.Info, call *ast.CallExpr) bool {
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil || len(call.Args) != 2 || !IsRawArguments(info, call.Args[0]) {
		return false
	}
	return fn.Pkg().Path() == "encoding/json" && fn.Name() == "Unmarshal" || fn.Pkg().Path() == goMCPProto && fn.Name() == "VerifyAndUnmarshal"
}

// FailsOnError reports whether the error that call returns (its last
// result) is tested in body by an if that returns: `if err := call; err
// != nil { return ... }`, or `err := call` and then that if.
func FailsOnError(info *types.Info, body *ast.BlockStmt, call *ast.CallExpr) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if found {
			return false
		}
		block, ok := n.(*ast.BlockStmt)
		if !ok {
			return true
		}
		for i, st := range block.List {
			var as *ast.AssignStmt
			var ifs *ast.IfStmt
			switch s := st.(type) {
			case *ast.IfStmt:
				as, _ = s.Init.(*ast.AssignStmt)
				ifs = s
			case *ast.AssignStmt:
				if i+1 < len(block.List) {
					as = s
					ifs, _ = block.List[i+1].(*ast.IfStmt)
				}
			}
			if as == nil || ifs == nil || len(as.Rhs) != 1 || ast.Unparen(as.Rhs[0]) != call || len(as.Lhs) == 0 {
				continue
			}
			errID, ok := as.Lhs[len(as.Lhs)-1].(*ast.Ident)
			if !ok || errID.Name == "_" || !mentionsObj(info, ifs.Cond, info.ObjectOf(errID)) || !analysisutil.HasReturn(ifs.Body) {
				continue
			}
			found = true
			return false
		}
		return true
	})
	return found
}

func mentionsObj(info *types.Info, e ast.Expr, obj types.Object) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && obj != nil && info.ObjectOf(id) == obj {
			found = true
		}
		return !found
	})
	return found
}
