package analyzer

import (
	"go/ast"
	"go/types"
	"strings"
)

// handlerArg says which argument of an SDK call is a request handler.
type handlerArg struct {
	kind HandlerKind
	arg  int // -1: every argument (variadic middleware)
}

// handlerTakers are the SDK calls, other than tool registrations, that
// install code run while answering a client's request.
var handlerTakers = map[funcKey]handlerArg{
	{goSDKMCP, "Server", "AddPrompt"}:                   {PromptHandler, 1},
	{goSDKMCP, "Server", "AddResource"}:                 {ResourceHandler, 1},
	{goSDKMCP, "Server", "AddResourceTemplate"}:         {ResourceHandler, 1},
	{goSDKMCP, "Server", "AddReceivingMiddleware"}:      {ReceivingMiddleware, -1},
	{goSDKMCP, "", "NewStreamableHTTPHandler"}:          {ServerSelector, 0},
	{goSDKMCP, "", "NewSSEHandler"}:                     {ServerSelector, 0},
	{mcpGoServer, "MCPServer", "AddResource"}:           {ResourceHandler, 1},
	{mcpGoServer, "MCPServer", "AddResourceTemplate"}:   {ResourceHandler, 1},
	{mcpGoServer, "MCPServer", "AddPrompt"}:             {PromptHandler, 1},
	{mcpGoServer, "MCPServer", "Use"}:                   {ToolMiddleware, -1},
	{mcpGoServer, "", "WithToolHandlerMiddleware"}:      {ToolMiddleware, 0},
	{mcpGoServer, "", "WithResourceHandlerMiddleware"}:  {ResourceHandler, 0},
	{mcpGoServer, "", "WithPromptHandlerMiddleware"}:    {PromptHandler, 0},
	{mcpGoServer, "", "WithToolFilter"}:                 {ToolFilter, 0},
	{metoroPkg, "Server", "RegisterResource"}:           {ResourceHandler, 4},
	{metoroPkg, "Server", "RegisterPrompt"}:             {PromptHandler, 2},
	{goMCPServer, "Server", "RegisterPrompt"}:           {PromptHandler, 1},
	{goMCPServer, "Server", "RegisterResource"}:         {ResourceHandler, 1},
	{goMCPServer, "Server", "RegisterResourceTemplate"}: {ResourceHandler, 1},
	{goMCPServer, "Server", "Use"}:                      {ToolMiddleware, -1},
}

// takerOf returns the handler argument of an SDK call that installs a
// request handler. mcp-go's Hooks.AddXxx methods are all hooks.
func takerOf(fn *types.Func) (handlerArg, bool) {
	if fn == nil || fn.Pkg() == nil {
		return handlerArg{}, false
	}
	fn = fn.Origin()
	k := funcKey{pkg: fn.Pkg().Path(), name: fn.Name()}
	if sig, ok := fn.Type().(*types.Signature); ok && sig.Recv() != nil {
		k.recv = typeName(sig.Recv().Type())
	}
	if k.pkg == mcpGoServer && k.recv == "Hooks" && strings.HasPrefix(k.name, "Add") {
		if strings.Contains(k.name, "RegisterSession") || strings.Contains(k.name, "UnregisterSession") {
			return handlerArg{SessionHook, 0}, true
		}
		return handlerArg{RequestHook, 0}, true
	}
	h, ok := handlerTakers[k]
	return h, ok
}

// findRequestHandlers records the bodies in this package of non-tool
// request handlers.
func (b *builder) findRequestHandlers() {
	for _, c := range b.calls {
		ha, ok := takerOf(c.fn)
		if !ok {
			continue
		}
		args := c.call.Args
		if ha.arg >= 0 {
			if ha.arg >= len(args) {
				continue
			}
			args = args[ha.arg : ha.arg+1]
		}
		for _, a := range args {
			b.addRequestHandler(a, ha.kind)
		}
	}
	b.findFieldHandlers()
}

// addRequestHandler records the body behind e. For middleware the body
// is the handler the middleware returns, which runs per request; the
// middleware function itself runs once, at start-up.
func (b *builder) addRequestHandler(e ast.Expr, kind HandlerKind) {
	o := b.origin(e)
	var h *Handler
	switch x := o.(type) {
	case *ast.FuncLit:
		if kind == ReceivingMiddleware || kind == ToolMiddleware {
			h = b.returnedLit(x.Body, kind, o)
			break
		}
		h = &Handler{Kind: kind, Lit: x, Expr: e}
	default:
		fn := b.funcObj(o)
		if fn == nil {
			return
		}
		decl := b.decls[fn.Origin()]
		if decl == nil {
			h = &Handler{Kind: kind, Func: fn, Expr: e}
			break
		}
		if kind == ReceivingMiddleware || kind == ToolMiddleware {
			h = b.returnedLit(decl.Body, kind, o)
			break
		}
		h = &Handler{Kind: kind, Func: fn, Decl: decl, Expr: e}
	}
	if h == nil {
		return
	}
	var key ast.Node = h.Lit
	if h.Lit == nil {
		key = h.Decl
	}
	if key != nil {
		if b.m.handlerOf[key] != nil {
			return
		}
		b.m.handlerOf[key] = h
	}
	b.m.Handlers = append(b.m.Handlers, h)
}

// returnedLit is the function literal that a middleware body returns.
func (b *builder) returnedLit(body *ast.BlockStmt, kind HandlerKind, expr ast.Expr) *Handler {
	var lit *ast.FuncLit
	forEachReturn(body, func(r *ast.ReturnStmt) {
		if len(r.Results) == 1 {
			if l, ok := b.origin(r.Results[0]).(*ast.FuncLit); ok {
				lit = l
			}
		}
	})
	if lit == nil {
		return nil
	}
	return &Handler{Kind: kind, Lit: lit, Expr: expr}
}

// HandlerOf returns the handler whose body is node (a *ast.FuncLit or
// *ast.FuncDecl), or nil.
func (m *Model) HandlerOf(node ast.Node) *Handler { return m.handlerOf[node] }
