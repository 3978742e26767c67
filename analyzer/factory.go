package analyzer

import (
	"go/ast"
	"go/types"
)

// A handler factory builds a tool's handler and returns it, and another
// package pairs it with its definition at registration:
//
//	// package tools
//	func CreateGetPodTool() mcp.Tool { return mcp.NewTool("get_pod", ...) }
//	func HandleGetPod(c *Client) server.ToolHandlerFunc {
//		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { ... }
//	}
//
//	// package main
//	s.AddTool(tools.CreateGetPodTool(), tools.HandleGetPod(client))
//
// The package that defines both never sees the pairing, and facts flow
// only to importers: so the defining package exports a
// HandlerFactoryFact on the factory, and the registering package, which
// knows the server, its middleware and the registration, decides what the
// returned handler's errors become. The handler's body stays where it
// is: passes read what it returns from their own facts on the factory.

// HandlerFactoryFact is exported for a function that returns one tool
// handler written as a function literal in its body and takes no handler
// (a function that takes one is a wrapper). Shape is the returned
// handler's shape (a fact needs an exported field to be encoded).
type HandlerFactoryFact struct {
	Shape Shape
}

func (*HandlerFactoryFact) AFact() {}
func (f *HandlerFactoryFact) String() string {
	return "handler factory (" + f.Shape.String() + ")"
}

// ReturnedHandler returns the function literal that decl returns when
// decl is a handler factory: one result of a tool-handler type, one
// return statement, which returns a function literal, and no parameter
// of a handler type. Otherwise it returns nil.
func ReturnedHandler(info *types.Info, decl *ast.FuncDecl) *ast.FuncLit {
	fn, _ := info.Defs[decl.Name].(*types.Func)
	if fn == nil || decl.Body == nil {
		return nil
	}
	sig := fn.Type().(*types.Signature)
	if sig.Results().Len() != 1 || returnedShape(sig) == ShapeUnknown {
		return nil
	}
	for i := range sig.Params().Len() {
		if isHandlerLike(sig.Params().At(i).Type()) {
			return nil
		}
	}
	var lit *ast.FuncLit
	count := 0
	forEachReturn(decl.Body, func(r *ast.ReturnStmt) {
		count++
		if len(r.Results) == 1 {
			lit, _ = ast.Unparen(r.Results[0]).(*ast.FuncLit)
		}
	})
	if count != 1 {
		return nil
	}
	return lit
}

// returnedShape is the handler shape of a function's only result, or
// ShapeUnknown.
func returnedShape(sig *types.Signature) Shape {
	if sig.Results().Len() != 1 {
		return ShapeUnknown
	}
	res, _ := types.Unalias(sig.Results().At(0).Type()).Underlying().(*types.Signature)
	shape, _ := shapeOf(res)
	return shape
}

// exportHandlerFactory exports a HandlerFactoryFact for an exported
// handler factory.
func (b *builder) exportHandlerFactory(fn *types.Func, decl *ast.FuncDecl) {
	if fn.Exported() && ReturnedHandler(b.pass.TypesInfo, decl) != nil {
		b.pass.ExportObjectFact(fn, &HandlerFactoryFact{Shape: returnedShape(fn.Type().(*types.Signature))})
	}
}

// importedFactoryHandler returns the handler that a call of another
// package's handler factory returns (its body stays in that package), or
// nil.
func (b *builder) importedFactoryHandler(call *ast.CallExpr) *Handler {
	fn := b.callee(call)
	if fn == nil || fn.Pkg() == nil || fn.Pkg() == b.pass.Pkg {
		return nil
	}
	fn = fn.Origin()
	var fact HandlerFactoryFact
	if !b.pass.ImportObjectFact(fn, &fact) {
		return nil
	}
	if h := b.m.handlerOf[call]; h != nil {
		return h
	}
	res, _ := types.Unalias(fn.Type().(*types.Signature).Results().At(0).Type()).Underlying().(*types.Signature)
	h := &Handler{Kind: ToolHandler, Func: fn, Factory: true, Expr: call}
	h.Shape, h.SDK = shapeOf(res)
	b.m.handlerOf[call] = h
	b.m.Handlers = append(b.m.Handlers, h)
	return h
}
