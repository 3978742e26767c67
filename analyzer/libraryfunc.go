package analyzer

import (
	"go/ast"
	"go/types"
	"strings"
)

// Some MCP libraries leave the dispatch to code generated into the
// server's module: ktr0731/go-mcp's generator writes a function that
// switches on the method and the tool's name and hands it to the library
// as a protocol.ServerHandlerFunc; the library answers the function's
// returned error with a JSON-RPC error (code 0 for a plain error,
// x/exp/jsonrpc2), so a tool's failure returned there is lost to the
// model:
//
//	h.ToolHandler = protocol.ServerHandlerFunc[protocol.CallToolRequestParams](func(ctx context.Context, method string, req protocol.CallToolRequestParams) (any, error) {
//		switch method {
//		case "tools/call":
//			...
//			return toolHandler.HandleToolX(ctx, &in)

// handlerFuncLibraries are the packages whose handler function types
// send a returned error as a JSON-RPC error: a dispatcher written as a
// function literal converted to one of their types is routed by them.
var handlerFuncLibraries = []string{
	ktrMCPModule + "/", // protocol.ServerHandlerFunc (sdk-semantics: code 0)
}

// libraryOfFuncLit returns the library package whose handler function
// type the function literal fn is converted to, or "".
func (b *builder) libraryOfFuncLit(fn ast.Node) string {
	lit, ok := fn.(*ast.FuncLit)
	if !ok {
		return ""
	}
	path := b.pathTo(lit)
	if len(path) < 2 {
		return ""
	}
	conv, ok := path[len(path)-2].(*ast.CallExpr)
	if !ok || len(conv.Args) != 1 || ast.Unparen(conv.Args[0]) != lit {
		return ""
	}
	tv, ok := b.pass.TypesInfo.Types[conv.Fun]
	if !ok || !tv.IsType() {
		return ""
	}
	named, ok := types.Unalias(tv.Type).(*types.Named)
	if !ok || named.Obj().Pkg() == nil {
		return ""
	}
	pkg := named.Obj().Pkg().Path()
	for _, lib := range handlerFuncLibraries {
		if strings.HasPrefix(pkg+"/", lib) {
			return pkg
		}
	}
	return ""
}
