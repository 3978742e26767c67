package analyzer

import (
	"go/ast"
	"go/types"
)

// MutatorChain returns, for a function whose call may change a server's
// tool set, the chain of calls that leads to the SDK method (for example
// ["enableAdmin", "registerAdminTools", "(*mcp.Server).AddTool"]); nil
// otherwise. Functions of other packages are answered from MutatorFact.
func (m *Model) MutatorChain(fn *types.Func) []string {
	if fn == nil || m.b == nil {
		return nil
	}
	return m.b.mutatorChain(fn.Origin())
}

// CallMutates returns the chain for a call expression: a direct SDK
// mutation or a call to a function that may change a tool set.
func (m *Model) CallMutates(call *ast.CallExpr) []string {
	if m.b == nil {
		return nil
	}
	fn := m.b.callee(call)
	if fn == nil {
		return nil
	}
	if op := OpOf(fn); op.ChangesToolSet() {
		return []string{funcLabel(fn)}
	}
	return m.b.mutatorChain(fn.Origin())
}

func (b *builder) mutatorChain(fn *types.Func) []string {
	if chain, ok := b.mutators[fn]; ok {
		return chain
	}
	if fn.Pkg() != b.pass.Pkg {
		var fact MutatorFact
		var chain []string
		if b.pass.ImportObjectFact(fn, &fact) && len(fact.Chain) > 0 {
			// The exported chain already starts with fn itself.
			chain = append([]string(nil), fact.Chain...)
		}
		b.mutators[fn] = chain
		return chain
	}
	decl := b.decls[fn]
	b.mutators[fn] = nil // recursion guard: a cycle adds nothing
	if decl == nil || decl.Body == nil || !b.mayMutate() {
		return nil
	}
	var chain []string
	inspectCalls(decl.Body, func(call *ast.CallExpr) bool {
		callee := b.callee(call)
		if callee == nil || callee == fn {
			return true
		}
		if OpOf(callee).ChangesToolSet() {
			chain = []string{funcLabel(fn), funcLabel(callee)}
			return false
		}
		if sub := b.mutatorChain(callee.Origin()); sub != nil {
			chain = append([]string{funcLabel(fn)}, sub...)
			return false
		}
		return true
	})
	b.mutators[fn] = chain
	return chain
}

// mayMutate reports whether any call of the package is to an SDK method
// that changes a tool set or to another package's function that may:
// without one, no function of the package can change a tool set, and
// its bodies need not be read (exportFacts asks about every function).
func (b *builder) mayMutate() bool {
	if b.mutates == nil {
		v := false
		for _, c := range b.calls {
			if c.op.ChangesToolSet() || c.fn != nil && c.fn.Pkg() != b.pass.Pkg && b.mutatorChain(c.fn.Origin()) != nil {
				v = true
				break
			}
		}
		b.mutates = &v
	}
	return *b.mutates
}

// inspectCalls calls f for each call in body that runs when body runs:
// function literals are skipped unless called on the spot (including by
// go and defer). f returns false to stop.
func inspectCalls(body ast.Node, f func(*ast.CallExpr) bool) {
	stop := false
	var visit func(n ast.Node) bool
	visit = func(n ast.Node) bool {
		if stop {
			return false
		}
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.CallExpr:
			if lit, ok := ast.Unparen(n.Fun).(*ast.FuncLit); ok {
				ast.Inspect(lit.Body, visit)
			}
			if !f(n) {
				stop = true
				return false
			}
		}
		return true
	}
	ast.Inspect(body, visit)
}

// InspectCalls is inspectCalls for passes: it visits the calls that run
// when body runs.
func InspectCalls(body ast.Node, f func(*ast.CallExpr) bool) { inspectCalls(body, f) }

// funcLabel names a function for messages: pkg.F or (*pkg.T).M.
func funcLabel(fn *types.Func) string {
	sig, _ := fn.Type().(*types.Signature)
	pkg := ""
	if fn.Pkg() != nil {
		pkg = fn.Pkg().Name() + "."
	}
	if sig != nil && sig.Recv() != nil {
		recv := sig.Recv().Type()
		star := ""
		if p, ok := types.Unalias(recv).(*types.Pointer); ok {
			recv, star = p.Elem(), "*"
		}
		return "(" + star + pkg + typeName(recv) + ")." + fn.Name()
	}
	return pkg + fn.Name()
}

// FuncLabel is funcLabel for passes.
func FuncLabel(fn *types.Func) string { return funcLabel(fn) }
