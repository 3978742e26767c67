package analyzer

import (
	"go/ast"
	"go/types"
)

// wrapperInfo describes a function that takes a handler (parameter param)
// and returns a handler that calls it: a user's wrapTool(h), an mcp-go
// ToolHandlerMiddleware, a go-sdk receiving middleware, or an adapter
// from one handler shape to another.
type wrapperInfo struct {
	param  int
	effect effect
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
			w = &wrapperInfo{param: fact.Param, effect: effect(fact.Effect)}
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
	eff, found := converts, false
	forEachReturn(body, func(r *ast.ReturnStmt) {
		if len(r.Results) == 0 {
			return
		}
		found = true
		switch x := b.origin(r.Results[0]).(type) {
		case *ast.FuncLit:
			eff = worse(eff, b.wrapEffect(x.Body, inner))
		case *ast.Ident:
			if b.pass.TypesInfo.Uses[x] != inner {
				eff = worse(eff, unknown)
			}
		default:
			eff = worse(eff, unknown)
		}
	})
	if !found {
		return nil
	}
	return &wrapperInfo{param: param, effect: eff}
}

// worse combines the effects of two paths: an error that passes on any
// path may reach the SDK.
func worse(a, b effect) effect {
	if a == unknown || b == unknown {
		return unknown
	}
	if a == passes || b == passes {
		return passes
	}
	return converts
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

// wrapEffect tells what body, the body of a handler built around inner,
// does with inner's error: returns it (passes), or turns it into a result
// and returns a nil error (converts). Unknown when inner is not called
// directly in body.
func (b *builder) wrapEffect(body *ast.BlockStmt, inner *types.Var) (eff effect) {
	info := b.pass.TypesInfo
	isInnerCall := func(e ast.Expr) bool {
		call, ok := ast.Unparen(e).(*ast.CallExpr)
		if !ok {
			return false
		}
		id, ok := ast.Unparen(call.Fun).(*ast.Ident)
		return ok && info.Uses[id] == inner
	}
	errVars := map[types.Object]bool{}
	called, buildsErrorResult := false, false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.KeyValueExpr:
			if id, ok := n.Key.(*ast.Ident); ok && id.Name == "IsError" {
				buildsErrorResult = true
			}
		case *ast.AssignStmt:
			if len(n.Rhs) == 1 && isInnerCall(n.Rhs[0]) && len(n.Lhs) > 1 {
				called = true
				if id, ok := n.Lhs[len(n.Lhs)-1].(*ast.Ident); ok {
					if obj := info.ObjectOf(id); obj != nil {
						errVars[obj] = true
					}
				}
			}
		case *ast.CallExpr:
			if isInnerCall(n) {
				called = true
			}
			if op := OpOf(b.callee(n)); op == OpResultError || op == OpSetError {
				buildsErrorResult = true
			}
		}
		return true
	})
	if !called {
		return unknown
	}
	defer func() {
		// Passing some errors on while turning others into results (say,
		// only for tools/call): the model cannot tell which applies.
		if eff == passes && buildsErrorResult {
			eff = unknown
		}
	}()
	eff = converts
	forEachReturn(body, func(r *ast.ReturnStmt) {
		if len(r.Results) == 1 && isInnerCall(r.Results[0]) {
			eff = passes
			return
		}
		if len(r.Results) == 0 {
			eff = unknown // named results: the model does not track them
			return
		}
		last := r.Results[len(r.Results)-1]
		ast.Inspect(last, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok && errVars[info.Uses[id]] {
				eff = passes
			}
			return true
		})
	})
	return eff
}
