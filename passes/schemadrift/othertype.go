package schemadrift

import (
	"encoding/json"
	"fmt"
	"go/types"

	"github.com/mcplint-go/mcplint/analyzer"
	"github.com/mcplint-go/mcplint/passes/schemadrift/jsonshape"
	"golang.org/x/tools/go/analysis"
)

// otherType applies rule schema-type-mismatch: mcp-go WithOutputSchema[A]
// on a tool whose handler returns a B whose JSON does not fit A's schema.
// Nothing in mcp-go ties the two types together.
func (c *checker) otherType(r *analyzer.Registration) {
	s := r.OutputSchema
	if r.SDK != analyzer.MCPGo || s.Kind != analyzer.SchemaInferred || s.GoType == nil || s.Expr == nil ||
		!isOp(c.pass, s.Expr, analyzer.OpWithOutputSchema) {
		return
	}
	declared, ok := outShape(s.GoType)
	if !ok || declared.Kind != jsonshape.Object && declared.Kind != jsonshape.Map {
		return // non-object T is invalid-schema's finding
	}
	strict := !c.invopop()
	schema, err := json.Marshal(schemaOf(declared, strict, 0))
	if err != nil {
		return
	}
	var done []types.Type
	for _, v := range c.returnedTypes(r) {
		if seenType(done, v.typ) || types.Identical(deref(v.typ), deref(s.GoType)) {
			continue
		}
		done = append(done, v.typ)
		sh, ok := outShape(v.typ)
		if !ok {
			continue
		}
		confs, err := jsonshape.Confirm(schema, sh)
		if err != nil || len(confs) == 0 {
			continue
		}
		cf := confs[0]
		d := analysis.Diagnostic{
			Pos: s.Expr.Pos(), End: s.Expr.End(), Category: "schema-type-mismatch",
			Message: fmt.Sprintf("outputSchema of %s is inferred from %s but the handler returns %s, whose JSON does not fit it (%s); clients that validate reject the result, declare mcp.WithOutputSchema[%s]() or return %s",
				toolName(r), c.typeString(s.GoType), c.typeString(v.typ), cf.Error, c.typeString(deref(v.typ)), c.typeString(s.GoType)),
		}
		if v.at != nil {
			d.Related = related(v.at.Pos(), c.typeString(v.typ)+" returned here")
		}
		c.report(d)
	}
}

func deref(t types.Type) types.Type {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		return p.Elem()
	}
	return t
}

// invopop reports that the package uses an mcp-go older than v0.46.0,
// which inferred schemas with invopop/jsonschema (no additionalProperties:
// false, jsonschema tags in its own dialect).
func (c *checker) invopop() bool {
	v := c.m.Version(analyzer.MCPGo)
	return v != "" && !versionAtLeast(v, 0, 46)
}

// schemaOf writes the schema that describes exactly the JSON of a shape,
// with the required-ness and closed objects of google/jsonschema-go but
// encoding/json's real layout; unknown parts accept everything. It is
// what WithOutputSchema[A] should have been, to test another type's JSON
// against. The root is never nullable: mcp-go forces "object".
func schemaOf(sh jsonshape.Shape, closed bool, depth int) any {
	if depth > 32 {
		return true
	}
	var s map[string]any
	switch sh.Kind {
	case jsonshape.Object:
		props := map[string]any{}
		required := []string{}
		for _, p := range sh.Props {
			props[p.Name] = schemaOf(p.Shape, closed, depth+1)
			if p.Always() {
				required = append(required, p.Name)
			}
		}
		s = map[string]any{"type": "object", "properties": props, "required": required}
		if closed {
			s["additionalProperties"] = false
		}
	case jsonshape.Map:
		s = map[string]any{"type": "object"}
		if sh.Elem != nil {
			s["additionalProperties"] = schemaOf(*sh.Elem, closed, depth+1)
		}
	case jsonshape.Array:
		s = map[string]any{"type": "array"}
		if sh.Elem != nil {
			s["items"] = schemaOf(*sh.Elem, closed, depth+1)
		}
	case jsonshape.String:
		s = map[string]any{"type": "string"}
	case jsonshape.Integer:
		s = map[string]any{"type": "integer"}
	case jsonshape.Number:
		s = map[string]any{"type": "number"}
	case jsonshape.Boolean:
		s = map[string]any{"type": "boolean"}
	default:
		return true
	}
	if sh.Nullable && depth > 0 {
		s["type"] = []any{s["type"], "null"}
	}
	return s
}
