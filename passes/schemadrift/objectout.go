package schemadrift

import (
	"fmt"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
)

// nonObjectOut applies rule invalid-schema to the output schema that
// go-sdk's mcp.AddTool infers from a concrete Out: when Out encodes as an
// array or a primitive, the releases that accept only object output
// schemas (analyzer.ObjectOutputOnly) panic at registration, so the
// server never starts.
func (c *checker) nonObjectOut(r *analyzer.Registration) {
	s := r.OutputSchema
	if r.SDK != analyzer.GoSDK || r.Op != analyzer.OpAddToolTyped || s.Kind != analyzer.SchemaInferred || s.GoType == nil || s.Expr == nil {
		return
	}
	v := c.m.Version(analyzer.GoSDK)
	if !analyzer.ObjectOutputOnly(v) {
		return
	}
	out := deref(s.GoType)
	kind := nonObjectKind(out)
	if kind == "" {
		return
	}
	t := c.typeString(out)
	c.report(analysis.Diagnostic{
		Pos: s.Expr.Pos(), End: s.Expr.End(), Category: "invalid-schema",
		Message: fmt.Sprintf("mcp.AddTool infers the outputSchema of %s from Out %s, which encodes as %s: go-sdk %s requires type \"object\" at the root of an output schema and panics at registration (\"output schema must have type \\\"object\\\"\"), so the server never starts; return a struct that holds the value (struct{ Items %s `json:\"items\"` })",
			toolName(r), t, kind, v, t),
	})
}
