package analyzer

import (
	"go/ast"
	"go/types"
	"strings"
)

// effect is what one layer between a handler body and the SDK does to a
// returned error.
type effect int

const (
	passes   effect = iota // the error goes on unchanged
	converts               // the error becomes an isError result
	unknown                // the model cannot tell
)

// chain is a handler body and the adapters it passes through on its way
// to the registration, innermost first.
type chain struct {
	h        *Handler
	recovers bool // a wrapper on the way recovers the handler's panics into an isError result
	effects  []effect
	why      []string
	outType  types.Type // NewStructuredToolHandler's TResult
	typedMCP bool       // went through mcp-go NewTypedToolHandler
}

// fillHandler resolves the handler expression of a registration and
// decides what its returned errors become.
func (b *builder) fillHandler(r *Registration, e ast.Expr, index int) {
	if index >= 0 {
		var rest int
		if e, rest = b.originAt(e, index, 0); rest >= 0 {
			// a (tool, handler) pair from another package's factory: its
			// HandlerFactoryFact, when it has one, names the handler
			call, ok := ast.Unparen(e).(*ast.CallExpr)
			if !ok {
				return
			}
			h := b.importedFactoryHandler(call, rest)
			if h == nil {
				return
			}
			r.Errors, r.Handler = b.semantics(r, chain{h: h})
			if r.Handler != nil {
				r.Handler.Tools = append(r.Handler.Tools, r)
			}
			return
		}
	}
	if byName := b.handlerByName(r, e); byName != nil {
		e = byName
	}
	b.regName = r.Name
	c := b.follow(e, 0)
	b.regName = Name{}
	if c.h == nil {
		b.noteTypedSink(r, e)
		b.noteFieldAdapter(r, e)
	}
	if c.outType != nil && r.OutType == nil {
		r.OutType = c.outType
	}
	r.Errors, r.Handler = b.semantics(r, c)
	r.PanicsRecovered = c.recovers
	if r.Handler != nil {
		r.Handler.Tools = append(r.Handler.Tools, r)
	}
}

// follow resolves e to a handler body through variables, conversions,
// SDK adapters, user wrappers and factories.
func (b *builder) follow(e ast.Expr, depth int) chain {
	for ; depth <= maxFoldDepth; depth++ {
		e = ast.Unparen(e)
		switch x := e.(type) {
		case *ast.FuncLit:
			if field, eff, ok := b.delegatedField(x); ok {
				// the method's closure around an element's handler field
				c := b.follow(field, depth+1)
				c.effects = append(c.effects, eff)
				c.why = append(c.why, "the closure around its handler")
				return c
			}
			return chain{h: b.handlerForLit(x, e)}
		case *ast.Ident:
			if fn := b.funcObj(x); fn != nil {
				return chain{h: b.handlerForFunc(fn, e)}
			}
			obj := b.pass.TypesInfo.Uses[x]
			if base, ok := b.bound[obj]; ok {
				e = base
				continue
			}
			def, ok := b.singleDef(obj)
			if !ok {
				def, ok = b.exportedHandlerVar(obj)
			}
			if !ok {
				if base, wrap, ok := b.selfWrapped(obj); ok {
					return b.followSelfWrapped(obj, base, wrap, depth)
				}
			}
			if !ok || def.index >= 0 {
				return unknownChain("a variable the model cannot follow")
			}
			e = def.expr
		case *ast.SelectorExpr:
			if f := b.elemField(x); f != nil {
				e = f // an element's field (elemtypes.go)
				continue
			}
			if f := b.boundField(x); f != nil {
				e = f // a field of a closure's bound argument (closurecalls.go)
				continue
			}
			if fn := b.funcObj(x); fn != nil {
				return chain{h: b.handlerForFunc(fn, e)}
			}
			return unknownChain("a field the model cannot follow")
		case *ast.IndexExpr:
			// An explicitly instantiated generic function: sum[int].
			if fn := b.funcObj(ast.Unparen(x.X)); fn != nil {
				return chain{h: b.handlerForFunc(fn, e)}
			}
			return unknownChain("an index expression the model cannot follow")
		case *ast.IndexListExpr:
			if fn := b.funcObj(ast.Unparen(x.X)); fn != nil {
				return chain{h: b.handlerForFunc(fn, e)}
			}
			return unknownChain("an index expression the model cannot follow")
		case *ast.CallExpr:
			if tv, ok := b.pass.TypesInfo.Types[x.Fun]; ok && tv.IsType() && len(x.Args) == 1 {
				e = x.Args[0] // conversion
				continue
			}
			if f := b.elemField(x.Fun); f != nil {
				// reg.NewHandler(client), NewHandler an element's factory
				e = &ast.CallExpr{Fun: f, Lparen: x.Lparen, Args: x.Args, Rparen: x.Rparen}
				continue
			}
			if c, ok := b.followCall(x, depth); ok {
				if c.h == nil {
					// makeHandler(getClient): read as a wrapper of a
					// parameter the model cannot follow (a client getter
					// of handler-like shape); the closure it returns is
					// the handler the registration gets.
					if lit, isLit := b.singleReturn(x, -1).(*ast.FuncLit); isLit && isHandlerFunc(b.pass.TypesInfo.TypeOf(lit)) && !b.wrapsSameAnswer(x, lit) {
						e = lit
						continue
					}
				}
				return c
			}
			if h := b.importedFactoryHandler(x, 0); h != nil {
				return chain{h: h}
			}
			if ret := b.nameSwitchReturn(x); ret != nil {
				e = ret // s.handlerFor(tool.Name): the case of this tool (nameswitch.go)
				continue
			}
			if c, ok := b.closureSwitchCase(x); ok {
				return c // its closure's case of this tool (closureswitch.go)
			}
			ret := b.singleReturn(x, -1) // a factory of this package
			if ret == nil {
				return unknownChain("a call the model cannot follow")
			}
			e = ret
		default:
			return unknownChain("an expression the model cannot follow")
		}
	}
	return unknownChain("too deep")
}

func unknownChain(why string) chain {
	return chain{effects: []effect{unknown}, why: []string{why}}
}

// followCall follows SDK adapters and wrappers; ok is false for other calls.
func (b *builder) followCall(call *ast.CallExpr, depth int) (c chain, ok bool) {
	fn := b.callee(call)
	switch OpOf(fn) {
	case OpNewTypedToolHandler:
		if len(call.Args) == 1 {
			c := b.follow(call.Args[0], depth+1)
			c.typedMCP = true
			c.effects = append(c.effects, passes)
			c.why = append(c.why, "mcp.NewTypedToolHandler")
			return c, true
		}
	case OpNewStructuredToolHandler:
		if len(call.Args) == 1 {
			c := b.follow(call.Args[0], depth+1)
			c.outType = b.typeArg(call, 1)
			if c.outType == nil {
				c.outType = resultType(b.pass.TypesInfo.TypeOf(call.Args[0]), 0)
			}
			c.effects = append(c.effects, converts)
			c.why = append(c.why, "mcp.NewStructuredToolHandler")
			return c, true
		}
	}
	if w := b.wrapperOf(fn); w != nil && w.param < len(call.Args) {
		c := b.follow(call.Args[w.param], depth+1)
		c.effects = append(c.effects, w.effect)
		c.recovers = c.recovers || w.recovers
		c.why = append(c.why, fn.Name())
		return c, true
	}
	return chain{}, false
}

// funcObj returns the function or method that an identifier or selector
// names as a value (not a call), or nil.
func (b *builder) funcObj(e ast.Expr) *types.Func {
	switch x := e.(type) {
	case *ast.Ident:
		fn, _ := b.pass.TypesInfo.Uses[x].(*types.Func)
		return fn
	case *ast.SelectorExpr:
		if sel, ok := b.pass.TypesInfo.Selections[x]; ok {
			fn, _ := sel.Obj().(*types.Func)
			return fn
		}
		fn, _ := b.pass.TypesInfo.Uses[x.Sel].(*types.Func)
		return fn
	}
	return nil
}

func (b *builder) handlerForLit(lit *ast.FuncLit, expr ast.Expr) *Handler {
	if h := b.m.handlerOf[lit]; h != nil {
		return h
	}
	h := &Handler{Kind: ToolHandler, Lit: lit, Expr: expr}
	sig, _ := b.pass.TypesInfo.TypeOf(lit).(*types.Signature)
	h.Shape, h.SDK = shapeOf(sig)
	b.m.handlerOf[lit] = h
	b.m.Handlers = append(b.m.Handlers, h)
	return h
}

func (b *builder) handlerForFunc(fn *types.Func, expr ast.Expr) *Handler {
	fn = fn.Origin()
	decl := b.decls[fn]
	var key ast.Node = decl
	if decl == nil {
		key = expr // a body in another package: one Handler per mention
	}
	if h := b.m.handlerOf[key]; h != nil {
		return h
	}
	h := &Handler{Kind: ToolHandler, Func: fn, Decl: decl, Expr: expr}
	h.Shape, h.SDK = shapeOf(fn.Type().(*types.Signature))
	b.m.handlerOf[key] = h
	b.m.Handlers = append(b.m.Handlers, h)
	return h
}

// semantics combines the registration, the adapters and the server's
// middleware into what a returned error becomes.
func (b *builder) semantics(r *Registration, c chain) (ErrorSemantics, *Handler) {
	base, code, why := baseSemantics(r, b.m.Version(r.SDK))
	return b.decide(r, c, base, code, why)
}

// baseSemantics is what the SDK of r makes of a handler's returned error,
// before adapters and middleware.
func baseSemantics(r *Registration, version string) (base ErrorSemantics, code int64, why string) {
	switch {
	case r.SDK == GoSDK && r.Op == OpNewServerTool:
		// go-sdk v0.1.x returns a typed handler's error as it is
		// (mcp/tool.go:94-97): a JSON-RPC error with code 0. Measured on
		// the wire; see docs/sdks.md.
		base, why = ErrUnknown, ""
		if strings.HasPrefix(version, "v0.1.") {
			base, why = ErrJSONRPC, "mcp.NewServerTool (go-sdk v0.1)"
		}
	case r.SDK == GoSDK && strings.HasPrefix(version, "v0.2."):
		// go-sdk v0.2.x turns every handler error, raw or typed, into
		// an isError result (mcp/tool.go:64-72).
		base, why = ErrIsError, "go-sdk v0.2"
	case r.SDK == GoSDK && r.Op == OpAddToolTyped:
		base, why = ErrIsError, "mcp.AddTool"
	case r.SDK == GoSDK:
		base, why = ErrJSONRPC, "(*mcp.Server).AddTool"
	case r.SDK == MCPGo && (r.Op == OpAddTaskTool || r.Op == OpAddTaskTools):
		base = ErrUnknown // task failures are task states, not this check's business
	case r.SDK == MCPGo:
		base, code, why = ErrJSONRPC, -32603, "mcp-go"
	case r.SDK == MCPGolang:
		base, why = ErrIsError, "mcp-golang"
	case r.SDK == GoMCP:
		base, code, why = ErrJSONRPC, -32603, "go-mcp"
	case r.SDK == GoMCPGo:
		// its server answers CallTool's error with sendError(id,
		// protocol.InternalError, err.Error()) (pkg/server/server.go)
		base, code, why = ErrJSONRPC, -32603, "gomcpgo/mcp"
	}
	return base, code, why
}

// decide combines what the SDK makes of an error (base, code, why) with
// the adapters of chain c and the server's middleware.
func (b *builder) decide(r *Registration, c chain, base ErrorSemantics, code int64, why string) (ErrorSemantics, *Handler) {
	h := c.h
	if h == nil {
		if r.SDK == MCPGolang && base != ErrUnknown {
			// mcp-golang has no middleware and no isError of its own:
			// every returned error is an isError result, whatever
			// the handler value the model could not follow.
			r.Why = why
			return base, nil
		}
		return ErrUnknown, nil
	}
	if k := h.typed; k != nil && len(c.effects) == 0 {
		r.Why = h.Why
		return k.Errors, h
	}
	result := base
	for i, e := range c.effects {
		if e == unknown {
			result, why = ErrUnknown, c.why[i]
			break
		}
		if e == converts {
			result, why = ErrIsError, c.why[i]
			break
		}
	}
	if result == ErrJSONRPC {
		if mw := b.serverMiddleware(r); mw != passes {
			result, why = map[effect]ErrorSemantics{converts: ErrIsError, unknown: ErrUnknown}[mw], "the server's tool middleware"
		}
	}
	r.Why = why
	switch {
	case len(h.Tools) == 0:
		h.Errors, h.Why = result, why
		if result == ErrJSONRPC {
			h.ErrorCode = code
		}
	case h.Errors != result || h.ErrorCode != code:
		// One body registered two ways: only what every way agrees on.
		h.Errors, h.Why = ErrUnknown, "registered in more than one way"
	}
	return result, h
}

// ShapeOf classifies a function signature as a tool handler shape and
// the SDK it belongs to (ShapeUnknown when it is none), for passes that
// look at functions no registration in this package names.
func ShapeOf(sig *types.Signature) (Shape, SDK) { return shapeOf(sig) }

// shapeOf classifies a handler signature.
func shapeOf(sig *types.Signature) (Shape, SDK) {
	if sig == nil {
		return ShapeUnknown, SDKUnknown
	}
	params, results := sig.Params(), sig.Results()
	if results.Len() == 0 || !isErrorType(results.At(results.Len()-1).Type()) {
		return ShapeUnknown, SDKUnknown
	}
	var reqGo, reqMCP bool
	for i := range params.Len() {
		t := params.At(i).Type()
		reqGo = reqGo || isNamed(t, goSDKMCP, "CallToolRequest") || isNamed(t, goSDKMCP, "ServerRequest")
		reqMCP = reqMCP || isNamed(t, mcpGoMCP, "CallToolRequest")
	}
	first := results.At(0).Type()
	switch {
	case results.Len() == 2 && params.Len() == 3 && isNamed(params.At(1).Type(), goSDKMCP, "ServerSession") &&
		isNamed(params.At(2).Type(), goSDKMCP, "CallToolParamsFor") && isNamed(first, goSDKMCP, "CallToolResultFor"):
		return ShapeGoSDKSession, GoSDK
	case reqGo && results.Len() == 3:
		return ShapeGoSDKTyped, GoSDK
	case reqGo && results.Len() == 2:
		return ShapeGoSDKRaw, GoSDK
	case reqMCP && results.Len() == 2 && isNamed(first, mcpGoMCP, "CreateTaskResult"):
		return ShapeMCPGoTask, MCPGo
	case reqMCP && results.Len() == 2 && IsCallToolResult(first) && params.Len() == 2:
		return ShapeMCPGoRaw, MCPGo
	case reqMCP && results.Len() == 2 && IsCallToolResult(first):
		return ShapeMCPGoTyped, MCPGo
	case reqMCP && results.Len() == 2:
		return ShapeMCPGoStructured, MCPGo
	case results.Len() == 2 && params.Len() == 1 && isNamed(first, mcpGoMCP, "CallToolResult") && isArgMapType(params.At(0).Type()):
		// mcp-go v0.5 and older: func(arguments map[string]interface{}),
		// the decoded arguments themselves, read as a hand-rolled
		// handler's.
		return ShapeHandRolled, MCPGo
	case results.Len() == 2 && isNamed(first, metoroPkg, "ToolResponse"):
		return ShapeMCPGolang, MCPGolang
	case results.Len() == 2 && params.Len() > 0 && params.Len() <= 2 && isNamed(params.At(params.Len()-1).Type(), goMCPProto, "CallToolRequest") && isNamed(first, goMCPProto, "CallToolResult"):
		// go-mcp v0.2: (ctx, req); v0.1: (req).
		return ShapeGoMCP, GoMCP
	}
	return ShapeUnknown, SDKUnknown
}

// isArgMapType reports whether t is map[string]any.
func isArgMapType(t types.Type) bool {
	if t == nil {
		return false
	}
	m, ok := t.Underlying().(*types.Map)
	return ok && types.Identical(m.Key(), types.Typ[types.String]) && isEmptyInterface(m.Elem())
}

func isErrorType(t types.Type) bool {
	return types.Identical(t, types.Universe.Lookup("error").Type())
}

// resultType returns result i of a function type, or nil.
func resultType(t types.Type, i int) types.Type {
	sig, ok := types.Unalias(t).Underlying().(*types.Signature)
	if !ok || i >= sig.Results().Len() {
		return nil
	}
	return sig.Results().At(i).Type()
}

// wrapsSameAnswer reports whether the wrapper parameter that call hands
// on answers what the closure lit answers (its first result has the same
// type): a handler wrapped (asToolError(name, h)), not a client getter of
// handler-like shape.
func (b *builder) wrapsSameAnswer(call *ast.CallExpr, lit *ast.FuncLit) bool {
	w := b.wrapperOf(b.callee(call))
	if w == nil || w.param >= len(call.Args) {
		return true
	}
	inner, ok := types.Unalias(b.pass.TypesInfo.TypeOf(call.Args[w.param])).Underlying().(*types.Signature)
	outer, ok2 := b.pass.TypesInfo.TypeOf(lit).(*types.Signature)
	if !ok || !ok2 || inner.Results().Len() == 0 || outer.Results().Len() == 0 {
		return true
	}
	return types.Identical(inner.Results().At(0).Type(), outer.Results().At(0).Type())
}
