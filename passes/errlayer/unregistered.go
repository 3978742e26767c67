package errlayer

import (
	"go/ast"
	"go/types"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/types/typeutil"
)

// unregisteredHandlers returns the functions of this package that have a
// tool handler's signature but that the model knows no registration of
// here: a server registers them from another package (memoya's
// cmd/memoya registers internal/client's MCPBridge methods). What a
// returned error becomes is decided there, but a success result that
// carries a failure is a hidden error wherever the handler is
// registered, so hiddenError reads them too. An unexported function or
// method that nothing in the package refers to is registered nowhere (an
// AddTool commented out): it is dead code, and not read.
func (c *checker) unregisteredHandlers() []*analyzer.Handler {
	known := map[ast.Node]bool{}
	for _, h := range c.m.Handlers {
		for _, fn := range c.m.Delegates(h) {
			known[fn] = true
		}
	}
	var out []*analyzer.Handler
	for _, f := range c.pass.Files {
		if c.inTest(f) {
			continue
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil || known[fd] {
				continue
			}
			fn, ok := c.pass.TypesInfo.Defs[fd.Name].(*types.Func)
			if !ok || !fn.Exported() && !c.used(fn) {
				continue
			}
			if lit := c.returnedLit(fn); lit != nil && !known[lit] {
				// a factory's handler literal that another package registers
				sig, _ := c.pass.TypesInfo.TypeOf(lit).(*types.Signature)
				if shape, sdk := analyzer.ShapeOf(sig); shape != analyzer.ShapeUnknown && shape != analyzer.ShapeHandRolled {
					out = append(out, &analyzer.Handler{Kind: analyzer.ToolHandler, Lit: lit, Shape: shape, SDK: sdk})
					c.factoryOf[lit] = fn
				}
				continue
			}
			if lits := c.m.ReturnedHandlers(fn); len(lits) > 1 {
				// a factory that picks the handler by the tool's name
				for _, lit := range lits {
					sig, _ := c.pass.TypesInfo.TypeOf(lit).(*types.Signature)
					if shape, sdk := analyzer.ShapeOf(sig); !known[lit] && shape != analyzer.ShapeUnknown && shape != analyzer.ShapeHandRolled {
						out = append(out, &analyzer.Handler{Kind: analyzer.ToolHandler, Lit: lit, Shape: shape, SDK: sdk})
						c.factoryOf[lit] = fn
					}
				}
				continue
			}
			shape, sdk := analyzer.ShapeOf(fn.Type().(*types.Signature))
			if shape == analyzer.ShapeUnknown || shape == analyzer.ShapeHandRolled {
				continue
			}
			out = append(out, &analyzer.Handler{Kind: analyzer.ToolHandler, Func: fn, Decl: fd, Shape: shape, SDK: sdk})
		}
	}
	return append(out, c.storedHandlerLits(known, out)...)
}

// storedHandlerLits returns the function literals of a tool handler's
// signature that the package stores for another package to register: a
// field of a project's tool struct (argos's `registry.Add(registry.Property{
// Name: "mysql_ping", Function: func(ctx, req, args) ...})` in a plugin's
// init, ranged over in main), a map or slice element, an argument of a
// project function. Their registration is downstream and unseen, but what
// a success result that carries a failure means does not depend on it.
// Not a literal the model knows, one nested in a function that is (its
// handler or factory), one a wrapper returns (it calls the handler it is
// given: middleware) or one in a test.
func (c *checker) storedHandlerLits(known map[ast.Node]bool, found []*analyzer.Handler) []*analyzer.Handler {
	for _, h := range found {
		known[funcNode(h)] = true
	}
	var out []*analyzer.Handler
	for _, f := range c.pass.Files {
		if c.inTest(f) {
			continue
		}
		ast.PreorderStack(f, nil, func(n ast.Node, stack []ast.Node) bool {
			if known[n] {
				return false // a known handler and what is nested in it
			}
			lit, ok := n.(*ast.FuncLit)
			if !ok || len(stack) == 0 || !storedValue(stack[len(stack)-1], lit) {
				return true
			}
			sig, _ := c.pass.TypesInfo.TypeOf(lit).(*types.Signature)
			shape, sdk := analyzer.ShapeOf(sig)
			if shape == analyzer.ShapeUnknown || shape == analyzer.ShapeHandRolled || c.wrapsHandler(stack) {
				return true
			}
			out = append(out, &analyzer.Handler{Kind: analyzer.ToolHandler, Lit: lit, Shape: shape, SDK: sdk})
			return false
		})
	}
	return out
}

// storedValue reports whether lit, a child of parent, is written into a
// value: a composite literal's element or a key-value pair's value, or the
// argument of a call.
func storedValue(parent ast.Node, lit *ast.FuncLit) bool {
	switch p := parent.(type) {
	case *ast.KeyValueExpr:
		return p.Value == lit
	case *ast.CompositeLit:
		return true
	case *ast.CallExpr:
		return p.Fun != lit
	}
	return false
}

// wrapsHandler reports whether a function in stack (the nodes around a
// literal) takes a tool handler as a parameter: middleware, whose closure
// runs the handler it is given.
func (c *checker) wrapsHandler(stack []ast.Node) bool {
	for i := len(stack) - 1; i >= 0; i-- {
		var sig *types.Signature
		switch fn := stack[i].(type) {
		case *ast.FuncDecl:
			if obj := c.pass.TypesInfo.Defs[fn.Name]; obj != nil {
				sig, _ = obj.Type().(*types.Signature)
			}
		case *ast.FuncLit:
			sig, _ = c.pass.TypesInfo.TypeOf(fn).(*types.Signature)
		}
		if sig == nil {
			continue
		}
		for j := range sig.Params().Len() {
			ps, ok := sig.Params().At(j).Type().Underlying().(*types.Signature)
			if shape, _ := analyzer.ShapeOf(ps); ok && shape != analyzer.ShapeUnknown {
				return true
			}
		}
	}
	return false
}

// returnedLit returns the handler literal that fn, a handler factory or a
// factory of a (tool, handler) pair, returns; nil for any other function.
func (c *checker) returnedLit(fn *types.Func) *ast.FuncLit {
	if lit := c.m.ReturnedHandler(fn); lit != nil {
		return lit
	}
	return c.m.PairHandler(fn)
}

// used reports whether this package refers to obj anywhere.
func (c *checker) used(obj types.Object) bool {
	if c.usedObjs == nil {
		c.usedObjs = map[types.Object]bool{}
		for _, o := range c.pass.TypesInfo.Uses {
			c.usedObjs[o] = true
			if fn, ok := o.(*types.Func); ok {
				c.usedObjs[fn.Origin()] = true
			}
		}
	}
	return c.usedObjs[obj]
}

// ownServerServes reports whether this package builds an mcp-go server
// (server.NewMCPServer) and installs no tool-handler middleware on any:
// an mcp-go handler of the package that the model cannot follow to its
// registration (names from a table, handlers from a switch on the name)
// is then served as the SDK serves every handler, and a returned error
// is a JSON-RPC -32603.
func (c *checker) ownServerServes() bool {
	for _, h := range c.m.Handlers {
		if h.Kind == analyzer.ToolMiddleware || h.Kind == analyzer.ReceivingMiddleware {
			return false
		}
	}
	found := false
	for _, f := range c.pass.Files {
		if c.inTest(f) {
			continue
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok && !found {
				if fn, ok := typeutil.Callee(c.pass.TypesInfo, call).(*types.Func); ok && analyzer.OpOf(fn) == analyzer.OpNewServer && fn.Pkg() != nil && analyzer.SDKOfPath(fn.Pkg().Path()) == analyzer.MCPGo {
					found = true
				}
			}
			return !found
		})
	}
	return found
}

// servedUnregistered reports the returned errors of the package's mcp-go
// handlers that no registration the model knows serves, when the
// package's own server serves them (ownServerServes).
func (c *checker) servedUnregistered(unregistered []*analyzer.Handler) {
	if !c.ownServerServes() {
		return
	}
	for _, h := range unregistered {
		if h.SDK != analyzer.MCPGo || h.Shape != analyzer.ShapeMCPGoRaw && h.Shape != analyzer.ShapeMCPGoTyped {
			continue
		}
		// the function (or the factory of the literal) must be used by
		// code that runs: one named only in a table nothing reads is
		// registered nowhere
		fn := h.Func
		if h.Lit != nil {
			fn = c.factoryOf[h.Lit]
		}
		if fn == nil || !c.usedInFunc(fn) || takesServer(fn) {
			continue
		}
		h.Errors, h.ErrorCode = analyzer.ErrJSONRPC, -32603
		c.jsonrpcBusiness(h, funcNode(h))
	}
}

// usedInFunc reports whether a function body of this package (outside
// tests) refers to obj.
func (c *checker) usedInFunc(obj types.Object) bool {
	found := false
	for _, f := range c.pass.Files {
		if c.inTest(f) || found {
			continue
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			ast.Inspect(fd.Body, func(n ast.Node) bool {
				if id, ok := n.(*ast.Ident); ok && c.pass.TypesInfo.Uses[id] == obj {
					found = true
				}
				return !found
			})
			if found {
				break
			}
		}
	}
	return found
}

// takesServer reports whether fn is handed an SDK server: a handler built
// from the server itself calls it (a test harness, a proxy of its own
// tools), and is no tool the server serves.
func takesServer(fn *types.Func) bool {
	sig := fn.Type().(*types.Signature)
	for i := range sig.Params().Len() {
		if analyzer.IsServerType(sig.Params().At(i).Type()) {
			return true
		}
	}
	return false
}
