package schemadrift

import (
	"fmt"
	"go/ast"
	"go/types"
	"strings"

	"github.com/mcplint-go/mcplint/analyzer"
	"github.com/mcplint-go/mcplint/passes/schemadrift/jsonshape"
	"golang.org/x/tools/go/analysis"
)

// categories name the sub-rule of each mismatch kind.
var categories = map[jsonshape.MismatchKind]string{
	jsonshape.Forbidden:         "forbidden-property",
	jsonshape.RequiredOmittable: "required-omittable",
	jsonshape.RequiredMissing:   "missing-property",
	jsonshape.TypeMismatch:      "type-mismatch",
	jsonshape.NullMismatch:      "nullable-mismatch",
}

// advice says what to write instead, per mismatch kind.
var advice = map[jsonshape.MismatchKind]string{
	jsonshape.Forbidden:         "declare the property in the schema or keep it out of the JSON (json:\"-\")",
	jsonshape.RequiredOmittable: "drop omitempty/omitzero from the field or the property from required",
	jsonshape.RequiredMissing:   "emit the property from the Go type or drop it from required",
	jsonshape.TypeMismatch:      "make the schema's type match the Go field or change the field's type",
	jsonshape.NullMismatch:      "allow null in the schema (\"type\": [\"array\", \"null\"]) or add omitempty and keep the property optional",
}

// returnedTypes lists the Go values whose JSON a tool of r returns as
// structuredContent, as far as they are statically known.
func (c *checker) returnedTypes(r *analyzer.Registration) []value {
	shape := analyzer.ShapeUnknown
	if r.Handler != nil {
		shape = r.Handler.Shape
	}
	switch {
	case r.OutType != nil:
		// The SDK marshals Out/TResult itself; what the body writes into a
		// result literal is replaced (go-sdk) or never reached (mcp-go).
		// The handler expression, when it is this registration's: a
		// handler shared by several registrations records only the first.
		var at ast.Node = r.Def
		if r.Call != nil {
			at = r.Call
		}
		if h := r.Handler; h != nil && h.Expr != nil && (r.Call == nil || h.Expr.Pos() >= r.Call.Pos() && h.Expr.End() <= r.Call.End()) {
			at = h.Expr
		}
		return []value{{typ: r.OutType, at: at}}
	case shape == analyzer.ShapeGoSDKTyped || shape == analyzer.ShapeMCPGoStructured:
		return nil
	case r.Handler != nil:
		return structuredValues(c.pass, r.Handler)
	}
	return nil
}

// outShape is the shape of a returned value. A top-level nil is left
// aside: go-sdk replaces a typed nil Out by the zero element, and a nil
// pointer handed to NewToolResultStructured is a different bug.
func outShape(t types.Type) (jsonshape.Shape, bool) {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	sh := jsonshape.ShapeOf(t)
	switch sh.Kind {
	case jsonshape.Any, jsonshape.Opaque, jsonshape.Unsupported, jsonshape.Invalid:
		return sh, false
	}
	sh.Nullable = false
	return sh, true
}

// drift applies rule 1: an explicit output schema against the Go type(s)
// really returned. Only mismatches a validator confirms are reported.
func (c *checker) drift(r *analyzer.Registration) {
	s := r.OutputSchema
	if s.Kind != analyzer.SchemaJSON && s.Kind != analyzer.SchemaGoValue || s.JSON == nil || s.Expr == nil {
		return
	}
	var done []types.Type
	for _, v := range c.returnedTypes(r) {
		if seenType(done, v.typ) {
			continue
		}
		done = append(done, v.typ)
		sh, ok := outShape(v.typ)
		if !ok {
			continue
		}
		confs, err := jsonshape.Confirm(s.JSON, sh)
		if err != nil {
			continue
		}
		c.reportDrift(r, v, confs)
	}
}

func seenType(list []types.Type, t types.Type) bool {
	for _, u := range list {
		if types.Identical(u, t) {
			return true
		}
	}
	return false
}

// reportDrift reports one finding per tool, schema and returned type
// that lists every disagreement the validator confirmed: one defect, so
// one count, one suppression and one code-scanning alert.
func (c *checker) reportDrift(r *analyzer.Registration, v value, all []jsonshape.Confirmation) {
	var confs []jsonshape.Confirmation
	for _, cf := range all {
		if _, ok := categories[cf.Kind]; ok {
			confs = append(confs, cf)
		}
	}
	if len(confs) == 0 {
		return
	}
	first := confs[0]
	var what []string
	for _, cf := range confs {
		what = append(what, "at "+pointer(cf.Path)+": "+lowerFirst(cf.Message))
	}
	s := r.OutputSchema
	d := analysis.Diagnostic{
		Pos: s.Expr.Pos(), End: s.Expr.End(), Category: categories[first.Kind],
		Message: fmt.Sprintf("outputSchema of %s disagrees with %s %s; %s, %s",
			toolName(r), c.typeString(deref(v.typ)), strings.Join(what, "; "), consequence(r, first.Error), adviceFor(confs)),
	}
	var fix analysis.SuggestedFix
	for _, cf := range confs {
		if cf.Field != nil {
			d.Related = append(d.Related, related(cf.Field.Pos(), "field "+cf.Field.Name()+" of the returned type")...)
		}
		if cf.Kind == jsonshape.RequiredOmittable {
			for _, f := range c.dropOmitEmpty(cf) {
				fix.Message = f.Message
				fix.TextEdits = append(fix.TextEdits, f.TextEdits...)
			}
		}
	}
	if v.at != nil {
		d.Related = append(d.Related, related(v.at.Pos(), "value returned as structuredContent")...)
	}
	if len(fix.TextEdits) > 0 {
		if len(fix.TextEdits) > 1 {
			fix.Message = "drop omitempty from the fields the schema requires"
		}
		d.SuggestedFixes = []analysis.SuggestedFix{fix}
	}
	c.report(d)
}

// adviceFor joins the advice of each kind of disagreement, once each.
func adviceFor(confs []jsonshape.Confirmation) string {
	var out []string
	seen := map[jsonshape.MismatchKind]bool{}
	for _, cf := range confs {
		if !seen[cf.Kind] {
			seen[cf.Kind] = true
			out = append(out, advice[cf.Kind])
		}
	}
	return strings.Join(out, "; ")
}

// consequence says what the client sees, quoting the validator.
func consequence(r *analyzer.Registration, msg string) string {
	if r.Handler != nil && r.Handler.Shape == analyzer.ShapeGoSDKTyped && r.Op == analyzer.OpAddToolTyped {
		return fmt.Sprintf("go-sdk turns such calls into JSON-RPC errors (validating tool output: %s)", msg)
	}
	return fmt.Sprintf("clients that validate reject such results (%s)", msg)
}

func pointer(p string) string {
	if p == "" {
		return "the root"
	}
	return p
}

func lowerFirst(s string) string {
	if s == "" || strings.HasPrefix(s, "Go ") {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}
