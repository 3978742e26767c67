package analyzer

import (
	"cmp"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
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
	if decl == nil || decl.Body == nil || !b.mayMutate(fn) {
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

// mayMutate reports whether fn, a function declared in the package, may
// change a tool set, from the package's calls alone: whether a chain of
// calls leads from its body to an SDK method that changes a tool set or
// to another package's function that may. Only those functions have
// their bodies read (exportFacts asks about every function), and that
// reading decides.
func (b *builder) mayMutate(fn *types.Func) bool {
	if b.mutating == nil {
		b.mutating = b.mutatingFuncs()
	}
	return b.mutating[fn]
}

// mutatingFuncs over-approximates the functions of the package that may
// change a tool set: a call counts for the function declaration whose
// body holds it, function literals included.
func (b *builder) mutatingFuncs() map[*types.Func]bool {
	type span struct {
		pos, end token.Pos
		fn       *types.Func
	}
	var spans []span
	for fn, decl := range b.decls {
		if decl.Body != nil {
			spans = append(spans, span{decl.Body.Pos(), decl.Body.End(), fn})
		}
	}
	slices.SortFunc(spans, func(x, y span) int { return cmp.Compare(x.pos, y.pos) })
	enclosing := func(pos token.Pos) *types.Func {
		i, found := slices.BinarySearchFunc(spans, pos, func(s span, p token.Pos) int { return cmp.Compare(s.pos, p) })
		if !found {
			i--
		}
		if i >= 0 && pos < spans[i].end {
			return spans[i].fn
		}
		return nil
	}
	out := map[*types.Func]bool{}
	callers := map[*types.Func][]*types.Func{}
	var work []*types.Func
	for _, c := range b.calls {
		caller := enclosing(c.call.Pos())
		if caller == nil || c.fn == nil {
			continue
		}
		callee := c.fn.Origin()
		switch {
		case c.op.ChangesToolSet() || callee.Pkg() != b.pass.Pkg && b.mutatorChain(callee) != nil:
			if !out[caller] {
				out[caller] = true
				work = append(work, caller)
			}
		case b.decls[callee] != nil:
			callers[callee] = append(callers[callee], caller)
		}
	}
	for len(work) > 0 {
		fn := work[len(work)-1]
		work = work[:len(work)-1]
		for _, caller := range callers[fn] {
			if !out[caller] {
				out[caller] = true
				work = append(work, caller)
			}
		}
	}
	return out
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
