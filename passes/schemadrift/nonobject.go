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

// nonObjectValues applies rule non-object-structured to the handlers
// that build their result themselves (mcp-go's, go-sdk's AddTool): a
// value whose static type encodes as an array or a primitive handed to
// NewToolResultStructured, NewToolResultStructuredOnly or
// NewToolResultJSON, or set as StructuredContent, by a server whose SDK
// cannot negotiate 2026-07-28. Neither SDK looks at the value: it goes
// out as it is, and clients that validate results (the TypeScript SDK v1:
// structuredContent is z.object) reject the whole answer. A tool that
// declares an output schema is left to the schema rules.
func (c *checker) nonObjectValues(r *analyzer.Registration) {
	if r.Handler == nil || r.OutputSchema.Kind != analyzer.SchemaNone || r.Op == analyzer.OpAddToolTyped {
		return
	}
	if r.SDK != analyzer.MCPGo && r.SDK != analyzer.GoSDK {
		return
	}
	spec := c.m.EffectiveSpec(r.SDK)
	if spec >= analyzer.Spec20260728 {
		return
	}
	for _, v := range structuredValues(c.pass, r.Handler) {
		if types.IsInterface(v.typ) || c.nonObjectDone[v.at] {
			continue // the dynamic value is not known here
		}
		kind := nonObjectKind(v.typ)
		if kind == "" {
			continue
		}
		c.nonObjectDone[v.at] = true
		c.report(analysis.Diagnostic{
			Pos: v.expr.Pos(), End: v.expr.End(), Category: "non-object-structured",
			Message: fmt.Sprintf("%s sends %s (%s) as structuredContent, which MCP %s requires to be an object (%s %s cannot negotiate 2026-07-28, where any JSON value is allowed): clients that validate results reject the answer; wrap it in a struct (struct{ Items %s `json:\"items\"` })",
				toolName(r), c.typeString(v.typ), kind, spec, r.SDK, c.m.Version(r.SDK), c.typeString(v.typ)),
		})
	}
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
