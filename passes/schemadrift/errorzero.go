package schemadrift

import (
	"errors"
	"fmt"
	"go/ast"
	"go/types"
	"reflect"
	"sort"
	"strings"

	"github.com/mcplint-go/mcplint/analyzer"
	"github.com/mcplint-go/mcplint/internal/analysisutil"
	"github.com/mcplint-go/mcplint/passes/schemadrift/jsonshape"
	"github.com/santhosh-tekuri/jsonschema/v6"
	"golang.org/x/tools/go/analysis"
)

// errorZeroOutput applies rule error-result-rejected: a go-sdk typed
// handler answers a failure with an isError result and the zero Out
// (return &mcp.CallToolResult{IsError: true, ...}, nil, nil). go-sdk
// still marshals that zero value (the element's zero value for a nil
// pointer), validates it against the tool's outputSchema and, when the
// schema rejects it, answers the call with a JSON-RPC error (code 0,
// "validating tool output") instead of the isError result: the model
// never reads the failure. Reported only when the schema rejects the zero
// value: a required property that omitempty leaves out, a nil map (or
// slice, where the inference makes slices "array" only) that encodes as
// null. Where the zero value conforms the result goes out as written; the
// broader rule stays opt-in (-mcp.strict, typed-error-result).
func (c *checker) errorZeroOutput(r *analyzer.Registration) {
	h := r.Handler
	if r.SDK != analyzer.GoSDK || r.Op != analyzer.OpAddToolTyped || h == nil || h.Shape != analyzer.ShapeGoSDKTyped || r.OutType == nil {
		return
	}
	why, fields := c.zeroRejected(r)
	if why == "" {
		return
	}
	var related []analysis.RelatedInformation
	for _, f := range fields {
		if f.Pos().IsValid() {
			related = append(related, analysis.RelatedInformation{Pos: f.Pos(), Message: "this field encodes as null in the zero value"})
		}
	}
	// the tool's own OutputSchema, also one inferred by jsonschema.For[T]
	// (the SDK's inference is the one made at the registration call)
	explicit := r.OutputSchema.Kind != analyzer.SchemaInferred || r.OutputSchema.Expr != nil && r.OutputSchema.Expr != ast.Expr(r.Call)
	// The handler's own returns and those of the functions whose call it
	// returns (return citusAdvisorTool(ctx, deps, in)); the isError result
	// may come from a helper of the package (callError(code, msg)).
	for _, fn := range c.m.Delegates(h) {
		analysisutil.ForEachReturn(funcBody(fn), func(ret *ast.ReturnStmt) {
			if len(ret.Results) != 3 || !isNil(ret.Results[2]) || !isZero(ret.Results[1]) || !c.m.ErrorAnswer(ret.Results[0]) {
				return
			}
			if explicit && isNil(ret.Results[1]) && !c.zeroForNil() {
				return // before v1.3.0 a nil Out goes out as null there: errlayer's finding
			}
			if c.zeroReported[ret] {
				return
			}
			c.zeroReported[ret] = true
			c.report(analysis.Diagnostic{
				Pos: ret.Pos(), End: ret.End(), Category: "error-result-rejected", Related: related,
				Message: fmt.Sprintf("%s: this isError result goes out with the zero Out, which go-sdk validates against the outputSchema; %s, so go-sdk answers the call with a JSON-RPC error (code 0, \"validating tool output\") and the model never reads the failure; return the error instead (return nil, nil, err: go-sdk sends it as an isError result without structuredContent), or return an Out that conforms", toolName(r), why),
			})
		})
	}
}

// zeroRejected says why r's output schema rejects the zero value of its
// Out, or "" when it accepts it or that cannot be told.
func (c *checker) zeroRejected(r *analyzer.Registration) (string, []*types.Var) {
	out := deref(r.OutType)
	switch r.OutputSchema.Kind {
	case analyzer.SchemaInferred:
		var names []string
		var fields []*types.Var
		for _, n := range c.zeroNullPaths(out, "", 0) {
			names = append(names, fmt.Sprintf("%q", n.path))
			fields = append(fields, n.field)
		}
		if len(names) == 0 {
			return "", nil
		}
		sort.Slice(fields, func(i, j int) bool { return fields[i].Pos() < fields[j].Pos() })
		sort.Strings(names)
		return "its " + strings.Join(names, ", ") + " encodes as null, which the schema go-sdk infers from " + typeLabel(c, out) + " does not allow", fields
	case analyzer.SchemaJSON, analyzer.SchemaGoValue:
		if len(r.OutputSchema.JSON) == 0 {
			return "", nil
		}
		zero := jsonshape.Zero(jsonshape.ShapeOf(out))
		err := jsonshape.Validate(r.OutputSchema.JSON, zero)
		var ve *jsonschema.ValidationError
		if !errors.As(err, &ve) {
			return "", nil // accepted, or the schema does not compile (said elsewhere)
		}
		return "the schema rejects it (" + firstLine(ve.Error()) + ")", nil
	}
	return "", nil
}

// zeroNullPaths returns the paths of the fields that encode as null in
// the zero value of t and that the inferred schema does not let be null:
// its own nilable fields, and those of the struct values it holds, which
// are zero too (`summary.count_by_type`).
func (c *checker) zeroNullPaths(t types.Type, prefix string, depth int) []nullPath {
	var out []nullPath
	for f, n := range c.nilableFields(t) {
		out = append(out, nullPath{prefix + n, f})
	}
	st, ok := deref(types.Unalias(t)).Underlying().(*types.Struct)
	if !ok || depth >= 3 {
		return out
	}
	for i := range st.NumFields() {
		f := st.Field(i)
		if !f.Exported() || f.Embedded() {
			continue
		}
		if _, ok := f.Type().Underlying().(*types.Struct); !ok {
			continue // a pointer is nil, which the inference admits
		}
		if n, ok := types.Unalias(f.Type()).(*types.Named); ok && hasMarshaler(n) {
			continue
		}
		name, opts, _ := strings.Cut(reflect.StructTag(st.Tag(i)).Get("json"), ",")
		if name == "-" && opts == "" || hasOption(opts, "omitzero") {
			continue
		}
		if name == "" {
			name = f.Name()
		}
		out = append(out, c.zeroNullPaths(f.Type(), prefix+name+".", depth+1)...)
	}
	return out
}

// nullPath is a field that encodes as null in a zero value, and its path.
type nullPath struct {
	path  string
	field *types.Var
}

// typeLabel names t relative to the package.
func typeLabel(c *checker, t types.Type) string {
	return types.TypeString(t, types.RelativeTo(c.pass.Pkg))
}

// firstLine is the validator's message without its header line.
func firstLine(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	for _, l := range lines[min(1, len(lines)-1):] {
		if l = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(l), "-")); l != "" {
			return l
		}
	}
	return lines[0]
}

// zeroForNil reports whether the module's go-sdk puts the zero value in
// place of a typed-nil Out also when the tool declares its own output
// schema (v1.3.0 and later).
func (c *checker) zeroForNil() bool {
	v := strings.TrimPrefix(c.m.Version(analyzer.GoSDK), "v")
	var major, minor int
	if _, err := fmt.Sscanf(v, "%d.%d", &major, &minor); err != nil {
		return false
	}
	return major > 1 || major == 1 && minor >= 3
}
