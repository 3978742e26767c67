package analyzer

import (
	"go/ast"
	"go/types"
	"slices"
)

// wrapperInfo describes a function that takes a handler (parameter param)
// and returns a handler that calls it: a user's wrapTool(h), an mcp-go
// ToolHandlerMiddleware, a go-sdk receiving middleware, or an adapter
// from one handler shape to another.
type wrapperInfo struct {
	param  int
	effect effect
	// recovers is set when the handler it returns recovers a panic of the
	// one it wraps into an isError result (util.ErrorGuard's deferred
	// recover): a panicking read then answers the model.
	recovers bool
}

// wrapperOf returns what fn does as a wrapper, or nil when fn is not one.
// Functions of this package are read from their bodies; others from the
// WrapperFact their package exported.
func (b *builder) wrapperOf(fn *types.Func) *wrapperInfo {
	if fn == nil {
		return nil
	}
	fn = fn.Origin()
	if w, ok := b.wrappers[fn]; ok {
		return w
	}
	var w *wrapperInfo
	if decl := b.decls[fn]; decl != nil {
		b.wrappers[fn] = nil // recursion guard
		w = b.wrapperFromFunc(fn.Type().(*types.Signature), decl.Body)
	} else {
		var fact WrapperFact
		if b.pass.ImportObjectFact(fn, &fact) {
			w = &wrapperInfo{param: fact.Param, effect: effect(fact.Effect), recovers: fact.Recovers}
		}
	}
	b.wrappers[fn] = w
	return w
}

// wrapperFromFunc finds the handler parameter of a function with body
// and what the handler it returns does with the parameter's errors.
func (b *builder) wrapperFromFunc(sig *types.Signature, body *ast.BlockStmt) *wrapperInfo {
	if sig == nil || body == nil || sig.Results().Len() == 0 {
		return nil
	}
	param := -1
	for i := range sig.Params().Len() {
		if isHandlerFunc(sig.Params().At(i).Type()) {
			if param >= 0 {
				return nil // two handlers in: not a plain wrapper
			}
			param = i
		}
	}
	if param < 0 || !isHandlerFunc(sig.Results().At(0).Type()) {
		return nil
	}
	inner := sig.Params().At(param)
	// The handler may be wrapped once more before the closure calls it
	// (wrapped := m.WrapTool(name, handler)): the closure then calls the
	// wrapped value, and the inner wrapper acts first.
	via, first := inner, passes
	if alias, eff, ok := b.wrappedAlias(body, inner); ok {
		via, first = alias, eff
	}
	var effs []effect
	recovers, lits := true, 0
	forEachReturn(body, func(r *ast.ReturnStmt) {
		if len(r.Results) == 0 {
			return
		}
		switch x := b.origin(r.Results[0]).(type) {
		case *ast.FuncLit:
			effs = append(effs, then(first, b.wrapEffect(x, via)))
			recovers = recovers && b.recoversToIsError(x)
			lits++
		case *ast.Ident:
			if b.pass.TypesInfo.Uses[x] == inner {
				effs = append(effs, passes) // "if off { return next }"
			} else {
				effs = append(effs, unknown)
			}
		default:
			effs = append(effs, unknown)
		}
	})
	if len(effs) == 0 {
		return nil
	}
	return &wrapperInfo{param: param, effect: join(effs...), recovers: recovers && lits == len(effs)}
}

// recoversToIsError reports whether lit defers a function that calls
// recover() and sets one of lit's results to an isError result
// (`result = mcp.NewToolResultError(fmt.Sprintf("Panic: %v", r))`).
func (b *builder) recoversToIsError(lit *ast.FuncLit) bool {
	info := b.pass.TypesInfo
	var results []types.Object
	if lit.Type.Results != nil {
		for _, f := range lit.Type.Results.List {
			for _, n := range f.Names {
				results = append(results, info.Defs[n])
			}
		}
	}
	if len(results) == 0 {
		return false
	}
	found := false
	for _, st := range lit.Body.List {
		d, ok := st.(*ast.DeferStmt)
		if !ok {
			continue
		}
		fl, ok := ast.Unparen(d.Call.Fun).(*ast.FuncLit)
		if !ok || !callsRecover(fl.Body) {
			continue
		}
		ast.Inspect(fl.Body, func(n ast.Node) bool {
			as, ok := n.(*ast.AssignStmt)
			if !ok || found || len(as.Lhs) != len(as.Rhs) {
				return !found
			}
			for i, l := range as.Lhs {
				id, ok := l.(*ast.Ident)
				if !ok || !slices.Contains(results, info.Uses[id]) {
					continue
				}
				switch r := ast.Unparen(as.Rhs[i]).(type) {
				case *ast.CallExpr:
					found = found || OpOf(b.callee(r)) == OpResultError
				case *ast.UnaryExpr:
					if cl, ok := ast.Unparen(r.X).(*ast.CompositeLit); ok {
						found = found || isErrorResultLit(info, cl)
					}
				case *ast.CompositeLit:
					found = found || isErrorResultLit(info, r)
				}
			}
			return !found
		})
	}
	return found
}

// callsRecover reports whether body calls the builtin recover.
func callsRecover(body *ast.BlockStmt) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if c, ok := n.(*ast.CallExpr); ok {
			if id, ok := ast.Unparen(c.Fun).(*ast.Ident); ok && id.Name == "recover" && len(c.Args) == 0 {
				found = true
			}
		}
		return !found
	})
	return found
}

// wrappedAlias finds, among body's top-level statements, a local
// variable assigned once to a wrapper of this package or another called
// on inner (wrapped := m.WrapTool(name, handler)), and that wrapper's
// effect.
func (b *builder) wrappedAlias(body *ast.BlockStmt, inner *types.Var) (*types.Var, effect, bool) {
	info := b.pass.TypesInfo
	for _, st := range body.List {
		as, ok := st.(*ast.AssignStmt)
		if !ok || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
			continue
		}
		call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
		id, isID := as.Lhs[0].(*ast.Ident)
		if !ok || !isID {
			continue
		}
		w := b.wrapperOf(b.callee(call))
		if w == nil || w.param >= len(call.Args) {
			continue
		}
		if arg, ok := ast.Unparen(call.Args[w.param]).(*ast.Ident); !ok || info.Uses[arg] != inner {
			continue
		}
		alias, ok := info.ObjectOf(id).(*types.Var)
		if !ok {
			continue
		}
		if _, single := b.singleDef(alias); !single {
			continue
		}
		return alias, w.effect, true
	}
	return nil, unknown, false
}

// then is the effect of two layers, first the one next to the handler:
// an error converted by the first never reaches the second.
func then(first, second effect) effect {
	if first == passes {
		return second
	}
	return first
}

// join combines the effects of paths that may all run: one effect when
// they agree, else unknown (some errors passed on, others converted).
func join(effs ...effect) effect {
	for _, e := range effs[1:] {
		if e != effs[0] {
			return unknown
		}
	}
	return effs[0]
}

// isHandlerFunc reports whether t is a function type whose last result is
// an error: the shape of every handler and middleware the SDKs take.
func isHandlerFunc(t types.Type) bool {
	sig, ok := types.Unalias(t).Underlying().(*types.Signature)
	if !ok || sig.Results().Len() < 2 {
		return false
	}
	return isErrorType(sig.Results().At(sig.Results().Len() - 1).Type())
}
