package analyzer

import (
	"go/ast"
	"go/types"
	"slices"
)

// A registration helper may take each tool as a factory, a function that
// returns the tool and its handler, and call it itself:
//
//	func registerTool[In, Out any](s *mcp.Server, getTool func() (*mcp.Tool, ToolHandler[In, Out])) {
//		tool, handler := getTool()
//		mcp.AddTool(s, tool, mcp.ToolHandlerFor[In, Out](handler))
//	}
//	registerTool(s, tms.toolCreateMilestone)
//
// The registration in the helper sees neither: its tool and handler are
// the results of a call of its parameter. Each call of the helper in this
// package passes a function of the package (a method value, a function)
// whose one return statement gives both: that call registers the tool the
// factory returns (findFactoryParams).

// findFactoryParams adds a registration for each call of a helper whose
// own registration takes its tool and handler from calling one of the
// helper's function parameters.
func (b *builder) findFactoryParams() {
	for _, r := range slices.Clone(b.m.Registrations) {
		if r.Name.Known || r.Call == nil || r.ViaHelper || r.Handler != nil {
			continue
		}
		decl := b.enclosingDecl(r.Call)
		if decl == nil {
			continue
		}
		param, handlerArg := b.factoryParamArgs(r.Call)
		if param < 0 {
			continue
		}
		helper, _ := b.pass.TypesInfo.Defs[decl.Name].(*types.Func)
		for _, c := range b.calls {
			if c.fn == nil || c.fn.Origin() != helper || param >= len(c.call.Args) || c.call.Ellipsis.IsValid() {
				continue
			}
			b.addFactoryRegistration(r, c.call, c.call.Args[param], handlerArg)
		}
	}
}

// factoryParamArgs returns the index of the function parameter of the
// function enclosing call whose call gives call its tool (result 0) and
// handler (result 1), and the index of call's handler argument; -1, -1
// when the registration does not take them so.
func (b *builder) factoryParamArgs(call *ast.CallExpr) (param, handlerArg int) {
	param, handlerArg = -1, -1
	def := false
	for k, arg := range call.Args {
		e, index := b.originAt(arg, -1, 0)
		fc, ok := ast.Unparen(e).(*ast.CallExpr)
		if !ok || index < 0 || index > 1 || len(fc.Args) != 0 {
			continue
		}
		id, ok := ast.Unparen(fc.Fun).(*ast.Ident)
		if !ok {
			continue
		}
		p := b.paramIndex(b.pass.TypesInfo.Uses[id], call)
		if p < 0 || param >= 0 && p != param {
			continue
		}
		param = p
		if index == 0 {
			def = true
		} else {
			handlerArg = k
		}
	}
	if !def || handlerArg < 0 {
		return -1, -1
	}
	return param, handlerArg
}

// addFactoryRegistration registers, at site (a call of the helper), the
// tool that the function fv returns, with the handler it returns beside
// it, whose errors become what r's call makes of its handler argument k.
func (b *builder) addFactoryRegistration(r *Registration, site *ast.CallExpr, fv ast.Expr, k int) {
	var fn *types.Func
	switch x := ast.Unparen(fv).(type) {
	case *ast.Ident:
		fn, _ = b.pass.TypesInfo.Uses[x].(*types.Func)
	case *ast.SelectorExpr:
		if s := b.pass.TypesInfo.Selections[x]; s != nil && s.Kind() == types.MethodVal {
			fn, _ = s.Obj().(*types.Func)
		} else {
			fn, _ = b.pass.TypesInfo.Uses[x.Sel].(*types.Func)
		}
	}
	if fn == nil {
		return
	}
	decl := b.decls[fn.Origin()]
	if decl == nil || decl.Body == nil {
		return
	}
	var ret *ast.ReturnStmt
	n := 0
	forEachReturnStmt(decl.Body, func(s *ast.ReturnStmt) {
		n++
		ret = s
	})
	if n != 1 || len(ret.Results) == 0 {
		return
	}
	nr := &Registration{SDK: r.SDK, Op: r.Op, Call: site, Server: ServerRef{Param: -1}}
	var handler ast.Expr
	switch {
	case len(ret.Results) >= 2:
		b.fillDef(nr, ret.Results[0], -1)
		handler = ret.Results[1]
	default:
		// return fetchTool("prometheus_rules", desc, fetch): a tool
		// constructor of this package returns both, named by its argument.
		call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr)
		if !ok {
			return
		}
		f, ok := b.ctorCall(call)
		if !ok {
			return
		}
		nr.Def, nr.Name = call, b.ctorName(call, f)
		nr.InputSchema = Schema{Kind: SchemaUnknown, Expr: call}
		nr.OutputSchema = Schema{Kind: SchemaUnknown, Expr: call}
		if handler, _ = b.originAt(call, 1, 0); handler == call {
			return
		}
	}
	if !nr.Name.Known {
		return
	}
	s := b.argSink(r.Call, k, 0)
	c := b.follow(handler, 0)
	if c.h != nil && c.h.typed != nil && c.h.typed.Errors == ErrUnknown {
		// The handler's type is registered where the model could not
		// follow the value (the helper's parameter): this is that path,
		// with no wrapper between (factoryParamArgs found the argument
		// to be the factory's result itself).
		saved := c.h.typed
		c.h.typed = nil
		defer func() { c.h.typed = saved }()
	}
	if c.h != nil {
		// The pairing of the factory's tool and handler that the model
		// made from the definition alone is this registration now.
		c.h.Tools = slices.DeleteFunc(c.h.Tools, func(o *Registration) bool {
			if o.FromDefinition && o.Name.Value == nr.Name.Value {
				b.m.Registrations = slices.DeleteFunc(b.m.Registrations, func(x *Registration) bool { return x == o })
				return true
			}
			return false
		})
		if len(c.h.Tools) == 0 {
			c.h.Errors, c.h.Why, c.h.ErrorCode = ErrUnknown, "", 0
		}
	}
	nr.Errors, nr.Handler = b.decide(nr, c, s.errs, s.code, s.why)
	if nr.Handler == nil {
		return
	}
	if r.Op == OpAddToolTyped && len(ret.Results) >= 2 {
		b.typedFromHandler(nr, b.pass.TypesInfo.TypeOf(ret.Results[1]))
	}
	nr.Handler.Tools = append(nr.Handler.Tools, nr)
	b.m.Registrations = append(b.m.Registrations, nr)
}

// typedFromHandler sets the schemas go-sdk's mcp.AddTool infers for a
// typed handler of type t (func(ctx, req, In) (*Result, Out, error)) where
// the tool declares none.
func (b *builder) typedFromHandler(r *Registration, t types.Type) {
	sig, ok := t.Underlying().(*types.Signature)
	if !ok || sig.Params().Len() != 3 || sig.Results().Len() != 3 {
		return
	}
	out := Deref(sig.Results().At(1).Type())
	r.OutType = out
	if r.OutputSchema.Kind == SchemaNone && !isEmptyInterface(out) {
		r.OutputSchema = Schema{Kind: SchemaInferred, Expr: r.Call, GoType: out}
	}
	if r.InputSchema.Kind == SchemaNone {
		r.InputSchema = Schema{Kind: SchemaInferred, Expr: r.Call, GoType: sig.Params().At(2).Type()}
	}
}

// forEachReturnStmt calls f for each return statement of body outside
// function literals.
func forEachReturnStmt(body *ast.BlockStmt, f func(*ast.ReturnStmt)) {
	ast.Inspect(body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			f(x)
		}
		return true
	})
}
