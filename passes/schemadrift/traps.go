package schemadrift

import (
	"fmt"
	"go/ast"
	"go/types"
	"reflect"
	"regexp"
	"strconv"
	"strings"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
)

// trap is a struct field on which google/jsonschema-go's inference and
// encoding/json disagree, or that inference rejects.
type trap struct {
	field *types.Var
	owner types.Type // the type whose field it is
	kind  string     // "embedded", "string", "tag"
	tag   string     // the jsonschema tag, for kind "tag"
}

// inferredSchema is one schema an SDK infers from a Go type at registration.
type inferredSchema struct {
	typ    types.Type
	at     ast.Expr
	output bool
}

// traps applies rule inference-trap to the schemas the SDK infers for r
// with google/jsonschema-go: go-sdk mcp.AddTool's In and Out, mcp-go
// (v0.46.0 and later) WithOutputSchema[T] and WithInputSchema[T].
func (c *checker) traps(r *analyzer.Registration) {
	var list []inferredSchema
	add := func(s analyzer.Schema, output bool) {
		if s.Kind == analyzer.SchemaInferred && s.GoType != nil && s.Expr != nil {
			list = append(list, inferredSchema{s.GoType, s.Expr, output})
		}
	}
	switch {
	case r.SDK == analyzer.GoSDK && r.Op == analyzer.OpAddToolTyped:
		add(r.InputSchema, false)
		add(r.OutputSchema, true)
	case r.SDK == analyzer.MCPGo && c.m.Version(analyzer.MCPGo) != "" && !c.invopop():
		if e := r.InputSchema.Expr; e != nil && isOp(c.pass, e, analyzer.OpWithInputSchema) {
			add(r.InputSchema, false)
		}
		if e := r.OutputSchema.Expr; e != nil && isOp(c.pass, e, analyzer.OpWithOutputSchema) {
			add(r.OutputSchema, true)
		}
	}
	for _, s := range list {
		for _, t := range findTraps(s.typ, r.SDK, c.m.Config.StrictSchema) {
			if t.kind == "bytes" && !s.output {
				continue // a JSON array of byte values decodes into []byte too
			}
			c.reportTrap(r, s, t)
		}
	}
}

func (c *checker) reportTrap(r *analyzer.Registration, s inferredSchema, t trap) {
	which := "inputSchema"
	if s.output {
		which = "outputSchema"
	}
	typ := c.typeString(s.typ)
	var msg string
	switch t.kind {
	case "embedded":
		effect := "clients that validate reject every result"
		if s.output && r.SDK == analyzer.GoSDK {
			effect = "go-sdk rejects every result of the handler (JSON-RPC error \"validating tool output\")"
		} else if !s.output {
			effect = "arguments sent as the schema says never reach the Go field"
		}
		msg = fmt.Sprintf("the %s inferred from %s for %s flattens embedded field %s although its json tag nests it under %q as encoding/json does: %s; remove the json name to flatten it or make it a named field",
			which, typ, toolName(r), t.field.Name(), jsonName(t), effect)
	case "string":
		effect := "clients that validate reject every result"
		if s.output && r.SDK == analyzer.GoSDK {
			effect = "go-sdk rejects every result of the handler (JSON-RPC error \"validating tool output\")"
		} else if !s.output {
			effect = "arguments sent as the schema says fail to unmarshal"
		}
		msg = fmt.Sprintf("the %s inferred from %s for %s ignores the ,string option of field %s: the schema says %s but encoding/json writes a string; %s, drop ,string or use a string field",
			which, typ, toolName(r), t.field.Name(), basicJSON(t.field.Type()), effect)
	case "text":
		effect := encodingEffect(s, r, "go-sdk rejects every result that sets it (JSON-RPC error \"validating tool output\")",
			"go-sdk's argument validation refuses the string a client sends, and the value the schema asks for does not unmarshal",
			"the value the schema asks for does not unmarshal")
		of := c.ownerString(t, typ)
		msg = fmt.Sprintf("field %s of %s has type %s, which encoding/json writes as a string (its MarshalText), but the %s inferred for %s describes it as %s: %s; declare the field as a string, or give the tool an explicit %s",
			t.field.Name(), of, c.typeString(t.field.Type()), which, toolName(r), inferredKind(t.field.Type()), effect, which)
	case "raw":
		effect := encodingEffect(s, r, "go-sdk rejects every result that sets it to an object, a string or a number (JSON-RPC error \"validating tool output\")",
			"go-sdk's argument validation refuses the object or string a client sends for it, and the array of byte values the schema asks for reaches the field as that array's text",
			"a client that follows the schema sends an array of byte values, which reaches the field as that array's text")
		msg = fmt.Sprintf("field %s of %s holds json.RawMessage, which encoding/json copies as the JSON it holds, but the %s inferred for %s describes it as an array of integers 0-255 (the inference reads its []byte): %s; declare it as any (or map[string]any), or give the tool an explicit %s",
			t.field.Name(), c.ownerString(t, typ), which, toolName(r), effect, which)
	case "bytes":
		effect := encodingEffect(s, r, "go-sdk rejects every result that sets it (JSON-RPC error \"validating tool output\")", "", "")
		msg = fmt.Sprintf("field %s of %s is a []byte, which encoding/json writes as a base64 string, but the outputSchema inferred for %s describes it as an array of integers 0-255: %s; declare the field as a string, or give the tool an explicit outputSchema",
			t.field.Name(), c.ownerString(t, typ), toolName(r), effect)
	case "tag":
		effect := "mcp.AddTool panics at start-up (\"tag must not begin with 'WORD='\")"
		if r.SDK == analyzer.MCPGo {
			effect = fmt.Sprintf("mcp-go prints the error to stderr and registers the tool without an %s", which)
		}
		msg = fmt.Sprintf("the jsonschema tag %q of field %s in %s is not a plain description, which the google/jsonschema-go inference of %s requires: %s; write the description alone (jsonschema:\"the city name\")",
			t.tag, t.field.Name(), typ, toolName(r), effect)
	}
	category := "inference-trap"
	if t.kind == "any" {
		category = "any-field"
		msg = fmt.Sprintf("field %s of %s has type %s, which the %s inferred for %s describes as the schema true: some clients reject the whole tool list (\"Invalid input\" at properties.%s, go-sdk #731); give the field a concrete type",
			t.field.Name(), typ, c.typeString(t.field.Type()), which, toolName(r), t.tag)
	}
	c.report(analysis.Diagnostic{
		Pos: s.at.Pos(), End: s.at.End(), Category: category, Message: msg,
		Related: related(t.field.Pos(), "field "+t.field.Name()),
	})
}

func jsonName(t trap) string { return t.tag }

// encodingEffect says what a field that encoding/json writes otherwise
// than the inferred schema says does: go-sdk's own validation of results
// (goOutput) or of arguments (goInput), a failed unmarshal of arguments
// elsewhere (input), and clients' validation of results otherwise.
func encodingEffect(s inferredSchema, r *analyzer.Registration, goOutput, goInput, input string) string {
	switch {
	case s.output && r.SDK == analyzer.GoSDK:
		return goOutput
	case !s.output && r.SDK == analyzer.GoSDK:
		return goInput
	case !s.output:
		return input
	}
	return "clients that validate reject every result that sets it"
}

// ownerString names the struct type that declares t's field, and the
// schema's type when that is another one.
func (c *checker) ownerString(t trap, typ string) string {
	of := c.typeString(t.owner)
	if of != typ {
		of += " (in " + typ + ")"
	}
	return of
}

// holdsRawJSON reports whether t is json.RawMessage, or a pointer, slice,
// array or map of it at any depth: google/jsonschema-go knows no schema
// for it (its initialSchemaMap has time.Time, slog.Level and math/big
// only), so it describes the []byte beneath (jsonschema-go v0.2.3 to
// v0.4.3, infer.go forType), while encoding/json writes the JSON it holds.
func holdsRawJSON(t types.Type) bool {
	for range 8 {
		if n, ok := types.Unalias(t).(*types.Named); ok && n.Obj().Pkg() != nil &&
			n.Obj().Pkg().Path() == "encoding/json" && n.Obj().Name() == "RawMessage" {
			return true
		}
		switch u := types.Unalias(t).Underlying().(type) {
		case *types.Pointer:
			t = u.Elem()
		case *types.Slice:
			t = u.Elem()
		case *types.Array:
			t = u.Elem()
		case *types.Map:
			t = u.Elem()
		default:
			return false
		}
	}
	return false
}

// isBytes reports a []byte (or a named type of it, or a pointer to one)
// with no marshaling method of its own: encoding/json writes it as a
// base64 string, the inference as an array of integers.
func isBytes(t types.Type) bool {
	t = deref(t)
	if n, ok := types.Unalias(t).(*types.Named); ok && hasMarshaler(n) {
		return false
	}
	s, ok := types.Unalias(t).Underlying().(*types.Slice)
	if !ok {
		return false
	}
	b, ok := types.Unalias(s.Elem()).(*types.Basic)
	return ok && b.Kind() == types.Uint8
}

func basicJSON(t types.Type) string {
	if b, ok := deref(t).Underlying().(*types.Basic); ok {
		switch {
		case b.Info()&types.IsBoolean != 0:
			return "boolean"
		case b.Info()&types.IsInteger != 0:
			return "integer"
		}
	}
	return "number"
}

// wordTag is google/jsonschema-go's disallowedPrefixRegexp.
var wordTag = regexp.MustCompile("^[^ \t\n]*=")

// findTraps walks the struct types reachable from t.
// With strict, fields of type any or interface{} are traps too.
func findTraps(t types.Type, sdk analyzer.SDK, strict bool) []trap {
	var out []trap
	seen := map[types.Type]bool{}
	var walk func(t types.Type, depth int)
	walk = func(t types.Type, depth int) {
		if depth > 32 || t == nil {
			return
		}
		t = types.Unalias(t)
		if seen[t] {
			return
		}
		seen[t] = true
		if n, ok := t.(*types.Named); ok && hasMarshaler(n) {
			return // its JSON is its own; inference does not apply either
		}
		switch u := t.Underlying().(type) {
		case *types.Pointer:
			walk(u.Elem(), depth+1)
		case *types.Slice:
			walk(u.Elem(), depth+1)
		case *types.Array:
			walk(u.Elem(), depth+1)
		case *types.Map:
			walk(u.Elem(), depth+1)
		case *types.Struct:
			for i := range u.NumFields() {
				f := u.Field(i)
				tag := reflect.StructTag(u.Tag(i))
				jtag, hasJSON := tag.Lookup("json")
				name, opts, _ := strings.Cut(jtag, ",")
				if hasJSON && name == "-" && opts == "" {
					continue
				}
				if f.Embedded() {
					if f.Exported() && name != "" {
						if _, ok := deref(f.Type()).Underlying().(*types.Struct); ok {
							out = append(out, trap{field: f, kind: "embedded", tag: name})
						}
					}
					walk(f.Type(), depth+1)
					continue
				}
				if !f.Exported() {
					continue
				}
				if it, ok := types.Unalias(f.Type()).Underlying().(*types.Interface); ok && it.Empty() && strict {
					jn := name
					if jn == "" {
						jn = f.Name()
					}
					out = append(out, trap{field: f, kind: "any", tag: jn})
				}
				if hasOption(opts, "string") {
					if b, ok := deref(f.Type()).Underlying().(*types.Basic); ok && b.Info()&(types.IsNumeric|types.IsBoolean) != 0 {
						out = append(out, trap{field: f, kind: "string"})
					}
				}
				if textMarshaled(f.Type()) {
					out = append(out, trap{field: f, kind: "text", owner: t})
				}
				switch {
				case holdsRawJSON(f.Type()):
					out = append(out, trap{field: f, kind: "raw", owner: t})
				case isBytes(f.Type()):
					out = append(out, trap{field: f, kind: "bytes", owner: t})
				}
				if js, ok := tag.Lookup("jsonschema"); ok && badSchemaTag(js, sdk) {
					out = append(out, trap{field: f, kind: "tag", tag: js})
				}
				walk(f.Type(), depth+1)
			}
		}
	}
	walk(t, 0)
	return out
}

func hasOption(opts, want string) bool {
	for o := range strings.SplitSeq(opts, ",") {
		if o == want {
			return true
		}
	}
	return false
}

// badSchemaTag reports a jsonschema tag that google/jsonschema-go refuses.
// mcp-go falls back to its own reading when every key=value option is an
// enum= option, so only other keys break it there.
func badSchemaTag(tag string, sdk analyzer.SDK) bool {
	if tag == "" {
		return true
	}
	if !wordTag.MatchString(tag) {
		return false
	}
	if sdk != analyzer.MCPGo {
		return true
	}
	for o := range strings.SplitSeq(tag, ",") {
		o = strings.TrimSpace(o)
		if strings.Contains(o, "=") && !strings.HasPrefix(o, "enum=") {
			return true
		}
	}
	return false
}

// hasMarshaler reports a named type with its own MarshalJSON or
// MarshalText (value or pointer receiver).
func hasMarshaler(n *types.Named) bool {
	for _, name := range []string{"MarshalJSON", "MarshalText"} {
		obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(n), true, n.Obj().Pkg(), name)
		if _, ok := obj.(*types.Func); ok {
			return true
		}
	}
	return false
}

// versionAtLeast compares a module version "vX.Y.Z[-pre]" with vX.Y.
func versionAtLeast(v string, major, minor int) bool {
	v = strings.TrimPrefix(v, "v")
	parts := strings.SplitN(v, ".", 3)
	if len(parts) < 2 {
		return false
	}
	ma, err1 := strconv.Atoi(parts[0])
	mi, err2 := strconv.Atoi(parts[1])
	if err1 != nil || err2 != nil {
		return false
	}
	return ma > major || ma == major && mi >= minor
}

// textMarshaled reports whether t (or what a pointer to it points to) is a
// named type that encodes through MarshalText alone, as a JSON string,
// while google/jsonschema-go infers its schema from its structure: an
// array, a number, an object (uuid.UUID is [16]byte: "an array of 16
// integers"). The types the inference knows (time.Time, slog.Level,
// math/big) and string kinds are not.
func textMarshaled(t types.Type) bool {
	n, ok := types.Unalias(deref(t)).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return false
	}
	switch n.Obj().Pkg().Path() {
	case "time", "log/slog", "math/big":
		return false
	}
	if b, ok := n.Underlying().(*types.Basic); ok && b.Info()&types.IsString != 0 {
		return false
	}
	if _, ok := n.Underlying().(*types.Interface); ok {
		return false
	}
	has := func(name string) bool {
		obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(n), true, n.Obj().Pkg(), name)
		_, ok := obj.(*types.Func)
		return ok
	}
	return has("MarshalText") && !has("MarshalJSON")
}

// inferredKind says what google/jsonschema-go makes of t's structure.
func inferredKind(t types.Type) string {
	switch u := deref(t).Underlying().(type) {
	case *types.Array:
		return fmt.Sprintf("an array of %d items", u.Len())
	case *types.Slice:
		return "an array"
	case *types.Struct, *types.Map:
		return "an object"
	case *types.Basic:
		if u.Info()&types.IsBoolean != 0 {
			return "a boolean"
		}
		if u.Info()&types.IsInteger != 0 {
			return "an integer"
		}
		return "a number"
	}
	return "a non-string value"
}
