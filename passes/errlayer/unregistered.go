package errlayer

import (
	"go/ast"
	"go/types"

	"github.com/mcplint-go/mcplint/analyzer"
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
	return out
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
