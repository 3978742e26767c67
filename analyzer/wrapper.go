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
	var effs []effect
	forEachReturn(body, func(r *ast.ReturnStmt) {
		if len(r.Results) == 0 {
			return
		}
		switch x := b.origin(r.Results[0]).(type) {
		case *ast.FuncLit:
			effs = append(effs, b.wrapEffect(x, inner))
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
	return &wrapperInfo{param: param, effect: join(effs...)}
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
