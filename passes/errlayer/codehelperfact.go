package errlayer

import (
	"go/ast"
	"go/types"
	"strconv"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
)

// A hand-rolled server may build its error responses in a helper of
// another package that takes the code (`out.ErrResponse(req.ID,
// cfgSchema.ErrCodeNotFound, msg)`, ErrResponse in package out returning
// &proto.Response{Error: &proto.RPCError{Code: code, Message: msg}}). The
// call then writes the code, as a call of a local helper does
// (helperErrorCodes); ErrorCodeParamFact carries which parameter is the
// code to the packages that call it.

// ErrorCodeParamFact is exported for a function whose every return builds
// a hand-rolled JSON-RPC error object with the code its parameter Param
// gives.
type ErrorCodeParamFact struct{ Param int }

func (*ErrorCodeParamFact) AFact() {}
func (f *ErrorCodeParamFact) String() string {
	return "error object code from parameter " + strconv.Itoa(f.Param)
}

// exportErrorCodeParams exports ErrorCodeParamFact for the package's
// exported helpers of that shape.
func exportErrorCodeParams(pass *analysis.Pass) {
	analyzer.EachExportedFunc(pass, func(fn *types.Func, decl *ast.FuncDecl) {
		if i := errorObjectCodeParam(pass.TypesInfo, fn, decl); i >= 0 {
			pass.ExportObjectFact(fn, &ErrorCodeParamFact{Param: i})
		}
	})
}

// errorObjectCodeParam returns the index of the parameter that gives the
// code of the error object every return of decl builds (in its one result,
// a literal that holds the error object's literal), or -1. A go-sdk
// *jsonrpc.Error builder has RPCCodeParamFact instead.
func errorObjectCodeParam(info *types.Info, fn *types.Func, decl *ast.FuncDecl) int {
	sig := fn.Type().(*types.Signature)
	if sig.Results().Len() != 1 || sig.Params().Len() < 2 || decl.Body == nil || analyzer.IsJSONRPCError(sig.Results().At(0).Type()) {
		return -1
	}
	return codeParamOfReturns(info, sig, decl.Body, func(res ast.Expr) ast.Expr {
		var code ast.Expr
		ast.Inspect(res, func(x ast.Node) bool {
			if lit, isLit := x.(*ast.CompositeLit); isLit && code == nil {
				code, _, _ = analyzer.ErrorObjectParts(info, lit)
			}
			return code == nil
		})
		return code
	})
}

// importedCodeParam returns the code parameter of fn, a function of
// another package, from its ErrorCodeParamFact; -1 without one.
func (c *checker) importedCodeParam(fn *types.Func) int {
	var fact ErrorCodeParamFact
	if fn.Pkg() == c.pass.Pkg || !c.pass.ImportObjectFact(fn.Origin(), &fact) {
		return -1
	}
	return fact.Param
}
