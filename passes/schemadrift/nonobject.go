package schemadrift

import (
	"fmt"
	"go/ast"
	"go/types"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
)

// nonObjectStructured applies rule non-object-structured: a go-sdk typed
// handler with Out = any that returns an array or a primitive on a
// successful call, when the server cannot speak MCP 2026-07-28. go-sdk
// marshals the value into structuredContent as it is (no output schema is
// declared for any), but up to 2025-11-25 structuredContent is an object
// ({ [key: string]: unknown }): clients that validate results (the
// TypeScript SDK v1) reject the whole answer. 2026-07-28 (SEP-2106) allows
// any JSON value; go-sdk speaks it from v1.7.0 (analyzer.EffectiveSpec).
func (c *checker) nonObjectStructured(r *analyzer.Registration) {
	if r.SDK != analyzer.GoSDK || r.Op != analyzer.OpAddToolTyped || r.Handler == nil || r.OutputSchema.Kind != analyzer.SchemaNone {
		return
	}
	spec := c.m.EffectiveSpec(analyzer.GoSDK)
	if spec >= analyzer.Spec20260728 {
		return
	}
	fn := r.Handler.FuncNode()
	if fn == nil {
		return
	}
	if sig, ok := handlerSig(c.pass.TypesInfo, fn); !ok || sig.Results().Len() != 3 || !types.IsInterface(sig.Results().At(1).Type()) {
		return // Out is a concrete type: its inferred schema is the rule's (invalid-schema)
	}
	ast.Inspect(funcBody(fn), func(n ast.Node) bool {
		if _, ok := n.(*ast.FuncLit); ok {
			return false
		}
		ret, ok := n.(*ast.ReturnStmt)
		if !ok || len(ret.Results) != 3 || !c.isNil(ret.Results[2]) || c.isErrorResult(ret.Results[0]) {
			return true
		}
		t := c.pass.TypesInfo.TypeOf(ret.Results[1])
		if t == nil || types.IsInterface(t) {
			return true // the dynamic value is not known here
		}
		kind := nonObjectKind(t)
		if kind == "" {
			return true
		}
		c.report(analysis.Diagnostic{
			Pos: ret.Pos(), End: ret.End(), Category: "non-object-structured",
			Message: fmt.Sprintf("%s sends %s (%s) as structuredContent, which MCP %s requires to be an object (go-sdk %s cannot negotiate 2026-07-28, where any JSON value is allowed): clients that validate results reject the answer; wrap it in a struct (struct{ Items %s `json:\"items\"` })",
				toolName(r), c.typeString(t), kind, spec, c.m.Version(analyzer.GoSDK), c.typeString(t)),
		})
		return true
	})
}

// handlerSig is the signature of a handler's function node.
func handlerSig(info *types.Info, fn ast.Node) (*types.Signature, bool) {
	switch f := fn.(type) {
	case *ast.FuncLit:
		sig, ok := info.TypeOf(f).(*types.Signature)
		return sig, ok
	case *ast.FuncDecl:
		if obj, ok := info.Defs[f.Name].(*types.Func); ok {
			return obj.Type().(*types.Signature), true
		}
	}
	return nil, false
}
