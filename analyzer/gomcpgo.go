package analyzer

import (
	"go/ast"
	"go/types"
)

// gomcpgo/mcp (github.com/gomcpgo/mcp) has no handler per tool: a server
// registers one handler.ToolHandler, whose CallTool method its server
// calls for every tools/call, and answers the method's error with
// sendError(id, protocol.InternalError, err.Error()), JSON-RPC error
// -32603 (pkg/server/server.go); the only isError answer is a
// protocol.CallToolResponse with IsError set. Its users write CallTool as
// a switch on the request's tool name whose cases return the tool's own
// method:
//
//	func (h *Handler) CallTool(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResponse, error) {
//		switch req.Name {
//		case "read_file":
//			return h.handleReadFile(req.Arguments)
//
// Such a method is a router the SDK calls, wherever its value is
// registered (often in package main): each case registers a tool served
// by the function it returns.

// addCallToolMethods adds the tools that this package's CallTool methods
// route to.
func (b *builder) addCallToolMethods() {
	for fn, decl := range b.m.funcDecls {
		if decl.Body == nil || !isGoMCPGoCallTool(fn) {
			continue
		}
		req := fn.Type().(*types.Signature).Params().At(1)
		routes := b.switchRoutes(decl.Body, func(tag ast.Expr) bool {
			sel, ok := ast.Unparen(tag).(*ast.SelectorExpr)
			if !ok || sel.Sel.Name != "Name" {
				return false
			}
			id, ok := ast.Unparen(sel.X).(*ast.Ident)
			return ok && b.pass.TypesInfo.Uses[id] == req
		})
		for _, rt := range routes {
			r := &Registration{SDK: GoMCPGo, Op: OpCallToolMethod, Name: b.name(rt.name), Def: rt.name, Server: ServerRef{Param: -1}}
			b.fillHandler(r, rt.handler, -1)
			if h := r.Handler; h != nil && h.Shape == ShapeUnknown {
				h.Shape, h.SDK = ShapeHandRolled, GoMCPGo // the project's func(ctx, args) of a name switch
			}
			b.m.Registrations = append(b.m.Registrations, r)
		}
	}
}

// isGoMCPGoCallTool reports whether fn is a method CallTool(ctx,
// *protocol.CallToolRequest) (*protocol.CallToolResponse, error) of
// gomcpgo/mcp's handler.ToolHandler.
func isGoMCPGoCallTool(fn *types.Func) bool {
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.Recv() == nil || fn.Name() != "CallTool" || sig.Params().Len() != 2 || sig.Results().Len() != 2 {
		return false
	}
	return isNamed(sig.Params().At(1).Type(), gomcpgoProto, "CallToolRequest") &&
		isNamed(sig.Results().At(0).Type(), gomcpgoProto, "CallToolResponse") && isErrorType(sig.Results().At(1).Type())
}
