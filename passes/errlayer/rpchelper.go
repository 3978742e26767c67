package errlayer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strconv"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// A project may build its JSON-RPC errors in one helper that takes the
// code (`func MCPError(code int64, err error) *jsonrpc.Error { return
// &jsonrpc.Error{Code: code, Message: err.Error()} }`), and a typed
// go-sdk handler may return the error of a function of its package that
// calls it (`out, err := executeClose(ctx, deps, args); if err != nil {
// return nil, Out{}, err }`). The code is then the constant the call
// passes, and the function's returns are the handler's.

// RPCCodeParamFact is exported for a function whose every return builds
// a *jsonrpc.Error with the code its parameter Param gives.
type RPCCodeParamFact struct{ Param int }

func (*RPCCodeParamFact) AFact() {}
func (f *RPCCodeParamFact) String() string {
	return "jsonrpc.Error code from parameter " + strconv.Itoa(f.Param)
}

// exportRPCCodeParams exports RPCCodeParamFact for the package's exported
// helpers of that shape.
func exportRPCCodeParams(pass *analysis.Pass) {
	analyzer.EachExportedFunc(pass, func(fn *types.Func, decl *ast.FuncDecl) {
		if i := rpcCodeParamIn(pass.TypesInfo, fn, decl); i >= 0 {
			pass.ExportObjectFact(fn, &RPCCodeParamFact{Param: i})
		}
	})
}

// rpcCodeParamIn returns the index of the parameter that gives the code
// of the *jsonrpc.Error every return of decl builds, or -1.
func rpcCodeParamIn(info *types.Info, fn *types.Func, decl *ast.FuncDecl) int {
	sig := fn.Type().(*types.Signature)
	if sig.Results().Len() != 1 || !analyzer.IsJSONRPCError(sig.Results().At(0).Type()) || decl.Body == nil {
		return -1
	}
	return codeParamOfReturns(info, sig, decl.Body, func(res ast.Expr) ast.Expr {
		e := ast.Unparen(res)
		if u, isAddr := e.(*ast.UnaryExpr); isAddr && u.Op == token.AND {
			e = ast.Unparen(u.X)
		}
		lit, isLit := e.(*ast.CompositeLit)
		if !isLit {
			return nil
		}
		for _, elt := range lit.Elts {
			if kv, isKV := elt.(*ast.KeyValueExpr); isKV {
				if k, isID := kv.Key.(*ast.Ident); isID && k.Name == "Code" {
					return kv.Value
				}
			}
		}
		return nil
	})
}

// codeParamOfReturns returns the index of the parameter of sig that every
// return of body, each with one result, gives as the code codeIn finds in
// that result; -1 when a return gives another code or none.
func codeParamOfReturns(info *types.Info, sig *types.Signature, body *ast.BlockStmt, codeIn func(ast.Expr) ast.Expr) int {
	param, n, ok := -1, 0, true
	forEachReturn(body, func(ret *ast.ReturnStmt) {
		n++
		if !ok || len(ret.Results) != 1 {
			ok = false
			return
		}
		i := -1
		if id, isID := ast.Unparen(codeIn(ret.Results[0])).(*ast.Ident); isID {
			if v, isVar := info.Uses[id].(*types.Var); isVar {
				i = paramIndex(sig, v)
			}
		}
		if i < 0 || param >= 0 && i != param {
			ok = false
			return
		}
		param = i
	})
	if !ok || n == 0 {
		return -1
	}
	return param
}

// paramIndex returns v's index among sig's parameters, or -1.
func paramIndex(sig *types.Signature, v *types.Var) int {
	for i := range sig.Params().Len() {
		if sig.Params().At(i) == v {
			return i
		}
	}
	return -1
}

// helperRPCCode returns the code of the *jsonrpc.Error that call, a call
// of a code-taking helper of this package or another, builds: the
// constant it passes.
func (c *checker) helperRPCCode(call *ast.CallExpr) (int64, string, bool) {
	info := c.pass.TypesInfo
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	if fn == nil {
		return 0, "", false
	}
	param := -1
	if fn.Pkg() == c.pass.Pkg {
		if decl := c.f.decls[fn.Origin()]; decl != nil {
			param = rpcCodeParamIn(info, fn, decl)
		}
	} else {
		var fact RPCCodeParamFact
		if c.pass.ImportObjectFact(fn.Origin(), &fact) {
			param = fact.Param
		}
	}
	if param < 0 || param >= len(call.Args) {
		return 0, "", false
	}
	tv, ok := info.Types[call.Args[param]]
	if !ok || tv.Value == nil {
		return 0, "", false
	}
	n, exact := constant.Int64Val(constant.ToInt(tv.Value))
	if !exact {
		return 0, "", false
	}
	return n, "*jsonrpc.Error that " + fn.Name() + " builds (code " + strconv.FormatInt(n, 10) + ")", true
}

// typedProtocolVia judges, for a typed handler h that returns the error
// of call (a function of this package) as it is, that function's returns
// as typedProtocol judges the handler's own: each reported where it is
// written, once.
func (c *checker) typedProtocolVia(h *analyzer.Handler, call *ast.CallExpr, depth int) {
	if depth > 2 || !c.localCall(call) {
		return
	}
	callee, _ := typeutil.Callee(c.pass.TypesInfo, call).(*types.Func)
	decl := c.f.decls[callee.Origin()]
	if decl == nil || decl.Body == nil || !c.inPackage(decl) {
		return
	}
	forEachReturn(decl.Body, func(ret *ast.ReturnStmt) {
		for _, o := range c.f.returnedError(decl, ret) {
			if o.k&kRPC == 0 {
				continue
			}
			if c.typedRPCReturn(h, ret, decl, o) {
				return
			}
			if inner, ok := o.expr.(*ast.CallExpr); ok {
				c.typedProtocolVia(h, inner, depth+1)
			}
		}
	})
}

// typedRPCReturn reports ret, a return of fn that gives the handler h the
// *jsonrpc.Error of o, when its code says the tool failed; it reports
// whether it did.
func (c *checker) typedRPCReturn(h *analyzer.Handler, ret *ast.ReturnStmt, fn ast.Node, o origin) bool {
	code, label, ok := c.rpcCode(o.expr, 0)
	if !ok {
		if call, isCall := ast.Unparen(o.expr).(*ast.CallExpr); isCall {
			code, label, ok = c.helperRPCCode(call)
		}
	}
	if !ok || !c.businessCode(code) || c.typedReported[ret] {
		return false
	}
	if code == -32602 && (c.requestCheck(ret, fn) || c.underToolNameMiss(ret, fn)) {
		return false // a check of the request itself (requestState, _meta, an unknown tool name): a protocol error
	}
	c.typedReported[ret] = true
	c.report(analysis.Diagnostic{
		Pos: ret.Pos(), End: ret.End(), Category: catTypedRPC,
		Message: toolLabel(h) + ": go-sdk sends this " + label + " as a JSON-RPC error, so the model never reads it; a tool execution failure belongs in the result: return a plain error (go-sdk makes it an isError result)",
	})
	return true
}
