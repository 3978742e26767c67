package analyzer

import (
	"encoding/json"
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"sort"
	"strconv"
	"strings"
)

// ArgSchema is what a tool's inputSchema tells the model about its
// arguments, as far as the source shows it: the declared properties and
// whether the list is all there is.
type ArgSchema struct {
	Props map[string]*ArgProp
	// Complete is set when every property the schema declares is in
	// Props: no option, helper or value the model could not read.
	Complete bool
	// Open is set when the schema admits properties it does not list
	// (additionalProperties not false on a hand-written schema).
	Open bool
	// From says where the schema comes from, for messages: "mcp.NewTool
	// options", "the inputSchema literal", "the schema go-sdk infers from
	// T".
	From string
}

// ArgProp is one declared property.
type ArgProp struct {
	Name string
	// Type is the JSON type ("string", "number", "integer", "boolean",
	// "array", "object"), "" when any or unknown.
	Type string
	// Required is what the schema says; RequiredKnown is false when the
	// model could not read every option of the property.
	Required      bool
	RequiredKnown bool
	// Decl is where the property is declared (the WithString call, the
	// struct field's position node), for related information and fixes.
	Decl ast.Node
	// DeclPos is where the property's key is written inside a JSON
	// schema literal (a raw string), when Decl is nil: a line to point at.
	DeclPos token.Pos
	// Field is the Go struct field the SDK infers the property from, when
	// it does.
	Field *types.Var
	// Optional says why an inferred property is optional ("omitempty",
	// "no jsonschema:\"required\""), "" otherwise.
	Optional string
	// Description is the description go-sdk infers for the property (its
	// field's jsonschema tag), "" otherwise.
	Description string
	// Nested is what a JSON schema literal declares inside the property:
	// the properties of an object, or of an array's items, when it lists
	// them; nil otherwise.
	Nested *ArgSchema
}

// mcpGoPropTypes maps mcp-go's property options to the JSON type they
// declare (mcp/tools.go WithString and its siblings).
var mcpGoPropTypes = map[string]string{
	"WithString": "string", "WithNumber": "number", "WithInteger": "integer", "WithBoolean": "boolean",
	"WithObject": "object", "WithArray": "array", "WithAny": "",
}

// Args returns the argument schema of r, or nil when the model cannot
// read one: mcp-go NewTool options, a JSON or Go-literal inputSchema, or
// the schema an SDK infers from a Go type (go-sdk v1 typed handlers,
// mcp-golang).
func (m *Model) Args(r *Registration) *ArgSchema {
	m.lazy.Lock()
	defer m.lazy.Unlock()
	if m.b == nil || r == nil {
		return nil
	}
	if call, ok := ast.Unparen(r.Def).(*ast.CallExpr); ok && r.SDK == MCPGo && OpOf(m.b.callee(call)) == OpNewTool && r.InputSchema.Kind == SchemaNone {
		return m.b.mcpGoArgs(call)
	}
	if call, ok := ast.Unparen(r.Def).(*ast.CallExpr); ok && r.SDK == MCPGo && m.b.optionsPassThrough(m.b.callee(call)) {
		// newMCPTool("x", mcp.WithString(...)): the constructor hands its
		// options to mcp.NewTool as they are (adding annotations only).
		return m.b.mcpGoArgs(call)
	}
	if r.SDK == MCPGolang && r.InputSchema.Kind == SchemaNone && r.Handler != nil && r.Handler.Expr != nil {
		// RegisterTool(name, desc, handler): the schema is inferred from
		// the handler's argument type, by reflection at run time.
		if sig, ok := m.b.pass.TypesInfo.TypeOf(r.Handler.Expr).(*types.Signature); ok && sig.Params().Len() > 0 {
			return m.b.inferredArgs(MCPGolang, sig.Params().At(sig.Params().Len()-1).Type())
		}
	}
	switch r.InputSchema.Kind {
	case SchemaJSON, SchemaGoValue:
		a := jsonArgs(r.InputSchema.JSON)
		if a != nil {
			propertyKeys(a, r.InputSchema.Expr)
		}
		if a != nil && r.InputSchema.From != "" {
			a.From = r.InputSchema.From
		}
		if a != nil && r.InputSchema.PropertiesOnly {
			a.From = "the properties map given to mcp.NewTool"
			if wholeSchema(a) {
				// NewTool("x", "...", {"type": "object", "properties": {...}}):
				// a whole schema where the properties go.
				a.From += " (this mcp-go takes the properties there, and this one is a whole schema, so the tool declares properties named \"type\", \"properties\" and \"required\": pass its inner \"properties\" map)"
			}
		}
		return a
	case SchemaInferred:
		return m.b.inferredArgs(r.SDK, r.InputSchema.GoType)
	}
	return nil
}

// wholeSchema reports whether a's properties look like the keywords of a
// schema: a property "properties" beside "type".
func wholeSchema(a *ArgSchema) bool {
	_, props := a.Props["properties"]
	_, typ := a.Props["type"]
	return props && typ
}

// mcpGoArgs reads the properties declared by mcp.NewTool(name, opts...).
func (b *builder) mcpGoArgs(call *ast.CallExpr) *ArgSchema {
	s := &ArgSchema{Props: map[string]*ArgProp{}, Complete: !call.Ellipsis.IsValid(), From: "the schema of the mcp.NewTool options"}
	for _, o := range call.Args[1:] {
		oc, ok := ast.Unparen(o).(*ast.CallExpr)
		fn := (*types.Func)(nil)
		if ok {
			fn = b.callee(oc)
		}
		if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != mcpGoMCP {
			s.Complete = false // a project option may declare anything
			continue
		}
		typ, isProp := mcpGoPropTypes[fn.Name()]
		switch {
		case fn.Name() == "WithInputSchema" || fn.Name() == "WithRawInputSchema":
			return nil
		case fn.Name() == "WithSchemaAdditionalProperties":
			s.Open = true
		case isProp:
			if len(oc.Args) == 0 {
				s.Complete = false
				continue
			}
			name, ok := b.foldString(oc.Args[0])
			if !ok || oc.Ellipsis.IsValid() {
				s.Complete = false
				continue
			}
			p := &ArgProp{Name: name, Type: typ, RequiredKnown: true, Decl: oc}
			for _, po := range oc.Args[1:] {
				pc, ok := ast.Unparen(po).(*ast.CallExpr)
				pf := (*types.Func)(nil)
				if ok {
					pf = b.callee(pc)
				}
				switch {
				case pf == nil || pf.Pkg() == nil || pf.Pkg().Path() != mcpGoMCP:
					p.RequiredKnown = false
				case pf.Name() == "Required":
					p.Required = true
				}
			}
			s.Props[name] = p
		}
	}
	return s
}

// DeclRange is where p is declared: Decl, or its key in a schema
// literal; NoPos when unknown.
func (p *ArgProp) DeclRange() (token.Pos, token.Pos) {
	if p.Decl != nil {
		return p.Decl.Pos(), p.Decl.End()
	}
	return p.DeclPos, p.DeclPos
}

// propertyKeys sets the DeclPos of a's properties when expr holds the
// schema as one raw string literal (`json.RawMessage(`+"`{...}`"+`)`),
// whose source text is its value: the first `"name":` after
// "properties" is the key. An interpreted string's escapes would shift
// the offsets: its properties get no position.
func propertyKeys(a *ArgSchema, expr ast.Expr) {
	if expr == nil {
		return // a schema known from another package's facts
	}
	var lit *ast.BasicLit
	ast.Inspect(expr, func(n ast.Node) bool {
		if b, ok := n.(*ast.BasicLit); ok && b.Kind == token.STRING && strings.HasPrefix(b.Value, "`") && lit == nil {
			lit = b
		}
		return lit == nil
	})
	if lit == nil {
		mapPropertyKeys(a, expr)
		return
	}
	text := lit.Value
	start := strings.Index(text, `"properties"`)
	if start < 0 {
		return
	}
	for name, p := range a.Props {
		key := strconv.Quote(name)
		for i := start; ; {
			j := strings.Index(text[i:], key)
			if j < 0 {
				break
			}
			after := strings.TrimLeft(text[i+j+len(key):], " \t\r\n")
			if strings.HasPrefix(after, ":") {
				p.DeclPos = lit.Pos() + token.Pos(i+j)
				break
			}
			i += j + len(key)
		}
	}
}

// mapPropertyKeys sets the DeclPos of a's properties when expr writes
// the schema as Go literals (mcp.ToolInputSchema{Properties:
// map[string]any{"city": ...}}, map[string]any{"properties": ...}): the
// key of the property in the literal under "properties".
func mapPropertyKeys(a *ArgSchema, expr ast.Expr) {
	found := false
	ast.Inspect(expr, func(n ast.Node) bool {
		kv, ok := n.(*ast.KeyValueExpr)
		if !ok || !namesProperties(kv.Key) {
			return true
		}
		lit, ok := ast.Unparen(kv.Value).(*ast.CompositeLit)
		if !ok {
			return true
		}
		found = true
		placeKeys(a, lit)
		return false // the properties' own sub-schemas are not the tool's arguments
	})
	if call, ok := ast.Unparen(expr).(*ast.CallExpr); ok && !found {
		// createObjectSchema(map[string]*jsonschema.Schema{...}, required):
		// a schema helper handed the properties (schemabuilder.go)
		for _, arg := range call.Args {
			if lit, ok := ast.Unparen(arg).(*ast.CompositeLit); ok {
				placeKeys(a, lit)
			}
		}
	}
}

// placeKeys sets the DeclPos of a's properties that lit, a map literal of
// properties, declares under a string literal key.
func placeKeys(a *ArgSchema, lit *ast.CompositeLit) {
	for _, e := range lit.Elts {
		pkv, ok := e.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		key, ok := ast.Unparen(pkv.Key).(*ast.BasicLit)
		if !ok || key.Kind != token.STRING {
			continue
		}
		name, err := strconv.Unquote(key.Value)
		if p := a.Props[name]; err == nil && p != nil && p.Decl == nil && !p.DeclPos.IsValid() {
			p.DeclPos = key.Pos()
		}
	}
}

// namesProperties reports whether key is "properties" or the field
// Properties.
func namesProperties(key ast.Expr) bool {
	switch k := ast.Unparen(key).(type) {
	case *ast.Ident:
		return k.Name == "Properties"
	case *ast.BasicLit:
		return k.Value == `"properties"`
	}
	return false
}

// jsonArgs reads the properties of a JSON schema text.
func jsonArgs(data []byte) *ArgSchema {
	if len(data) == 0 {
		return nil
	}
	var v struct {
		Type                 any                        `json:"type"`
		Properties           map[string]json.RawMessage `json:"properties"`
		Required             []string                   `json:"required"`
		AdditionalProperties any                        `json:"additionalProperties"`
		AllOf, AnyOf, OneOf  []any
		Ref                  string `json:"$ref"`
	}
	if json.Unmarshal(data, &v) != nil || v.Ref != "" || len(v.AllOf)+len(v.AnyOf)+len(v.OneOf) > 0 {
		return nil
	}
	s := &ArgSchema{Props: map[string]*ArgProp{}, Complete: true, From: "the inputSchema literal"}
	// additionalProperties true or a schema admits unlisted properties;
	// without it the listed ones are all the model is told of.
	if v.AdditionalProperties != nil {
		if b, ok := v.AdditionalProperties.(bool); !ok || b {
			s.Open = true
		}
	}
	req := map[string]bool{}
	for _, r := range v.Required {
		req[r] = true
	}
	for name, raw := range v.Properties {
		var p struct {
			Type       any             `json:"type"`
			Properties json.RawMessage `json:"properties"`
			Items      json.RawMessage `json:"items"`
		}
		_ = json.Unmarshal(raw, &p)
		t, _ := p.Type.(string)
		prop := &ArgProp{Name: name, Type: t, Required: req[name], RequiredKnown: true}
		switch {
		case t == "object" && len(p.Properties) > 0:
			prop.Nested = jsonArgs(raw)
		case t == "array" && len(p.Items) > 0:
			if items := jsonArgs(p.Items); items != nil && len(items.Props) > 0 {
				prop.Nested = items
			}
		}
		s.Props[name] = prop
	}
	return s
}

// inferredArgs is the schema an SDK infers from the struct type t, when
// the model knows that SDK's rules for required properties: go-sdk (v0.x
// and v1) and mcp-go v0.46 and later (google/jsonschema-go: required unless
// omitempty or omitzero), mcp-golang (invopop with
// RequiredFromJSONSchemaTags: required only with jsonschema:"required").
func (b *builder) inferredArgs(sdk SDK, t types.Type) *ArgSchema {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	if m, ok := t.Underlying().(*types.Map); ok && sdk == GoSDK {
		// go-sdk infers {"type": "object", "additionalProperties": ...}
		// from a map keyed by string, in v0.1.0's own jsonschema package
		// (infer.go) as in jsonschema-go: no property at all.
		if k, ok := m.Key().Underlying().(*types.Basic); ok && k.Kind() == types.String {
			return &ArgSchema{Props: map[string]*ArgProp{}, Complete: true, Open: true,
				From: "the schema go-sdk infers from " + types.TypeString(t, types.RelativeTo(b.pass.Pkg))}
		}
		return nil
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return nil
	}
	v := b.m.Version(sdk)
	var rule func(tag reflect.StructTag) (bool, string)
	switch {
	case sdk == GoSDK && v != "":
		// The same rule from v0.1.0 (its own jsonschema/infer.go) through
		// v0.3+ (google/jsonschema-go) to v1.
		rule = func(tag reflect.StructTag) (bool, string) {
			_, opts, _ := strings.Cut(tag.Get("json"), ",")
			for _, o := range strings.Split(opts, ",") {
				if o == "omitempty" || o == "omitzero" {
					return false, o
				}
			}
			return true, ""
		}
	case sdk == MCPGolang:
		rule = func(tag reflect.StructTag) (bool, string) {
			for _, o := range strings.Split(tag.Get("jsonschema"), ",") {
				if strings.TrimSpace(o) == "required" {
					return true, ""
				}
			}
			return false, `no jsonschema:"required"`
		}
	case sdk == GoMCP:
		rule = goMCPRequired
	default:
		return nil
	}
	s := &ArgSchema{Props: map[string]*ArgProp{}, Complete: true, From: "the schema " + sdk.String() + " infers from " + types.TypeString(t, types.RelativeTo(b.pass.Pkg))}
	for i := range st.NumFields() {
		f := st.Field(i)
		if f.Embedded() {
			s.Complete = false // flattening rules differ by SDK: not modelled
			continue
		}
		// encoding/json and both schema inferrers use the tag's name, else
		// the field's own name (not lower-cased).
		name, _, _ := strings.Cut(reflect.StructTag(st.Tag(i)).Get("json"), ",")
		if sdk == GoMCP {
			// go-mcp names the property after the whole tag, less a
			// trailing ",omitempty": `json:"n,string"` declares "n,string".
			name = strings.TrimSuffix(reflect.StructTag(st.Tag(i)).Get("json"), ",omitempty")
		}
		if name == "" {
			name = f.Name()
		}
		if !f.Exported() || name == "-" {
			continue
		}
		req, why := rule(reflect.StructTag(st.Tag(i)))
		s.Props[name] = &ArgProp{Name: name, Type: jsonTypeOf(f.Type()), Required: req, RequiredKnown: true, Field: f, Optional: why}
		if sdk == GoSDK {
			s.Props[name].Description = reflect.StructTag(st.Tag(i)).Get("jsonschema")
		}
	}
	return s
}

// goMCPRequired is go-mcp's rule (protocol/schema_generate.go, the same
// from v0.1.14 to v0.2.24): a property is required unless its json tag
// ends in ",omitempty"; a required:"true" or required:"false" tag
// decides over both.
func goMCPRequired(tag reflect.StructTag) (bool, string) {
	req, why := true, ""
	if strings.HasSuffix(tag.Get("json"), ",omitempty") {
		req, why = false, "omitempty"
	}
	if v, err := strconv.ParseBool(tag.Get("required")); err == nil {
		req, why = v, ""
		if !v {
			why = `required:"false"`
		}
	}
	return req, why
}

// jsonTypeOf is the JSON type encoding/json gives values of t ("" when
// it may vary).
func jsonTypeOf(t types.Type) string {
	switch u := t.Underlying().(type) {
	case *types.Basic:
		switch {
		case u.Info()&types.IsString != 0:
			return "string"
		case u.Info()&types.IsBoolean != 0:
			return "boolean"
		case u.Info()&types.IsInteger != 0:
			return "integer"
		case u.Info()&types.IsFloat != 0:
			return "number"
		}
	case *types.Slice:
		if b, ok := u.Elem().(*types.Basic); ok && b.Kind() == types.Byte {
			return "string"
		}
		return "array"
	case *types.Array:
		return "array"
	case *types.Map, *types.Struct:
		return "object"
	}
	return ""
}

// inputJSON returns the inputSchema of r, a definition of this package, as
// JSON when the model can read all of it, for a FactoryFact; nil
// otherwise. mcp-go NewTool options are written out as the object schema
// they build, with each property's type and the required list.
func (b *builder) inputJSON(r *Registration) []byte {
	switch r.InputSchema.Kind {
	case SchemaJSON, SchemaGoValue:
		if r.InputSchema.PropertiesOnly {
			return nil
		}
		return r.InputSchema.JSON
	case SchemaNone:
	default:
		return nil
	}
	call, ok := ast.Unparen(r.Def).(*ast.CallExpr)
	if !ok || OpOf(b.callee(call)) != OpNewTool || sdkOfPath(b.callee(call).Pkg().Path()) != MCPGo {
		return nil
	}
	a := b.mcpGoArgs(call)
	if a == nil || !a.Complete || a.Open {
		return nil
	}
	props := map[string]any{}
	var required []string
	for name, p := range a.Props {
		if !p.RequiredKnown {
			return nil
		}
		prop := map[string]any{}
		if p.Type != "" {
			prop["type"] = p.Type
		}
		props[name] = prop
		if p.Required {
			required = append(required, name)
		}
	}
	sort.Strings(required)
	out, err := json.Marshal(map[string]any{"type": "object", "properties": props, "required": required})
	if err != nil {
		return nil
	}
	return out
}

// optionsPassThrough reports whether fn, a function of this package, is
// a tool constructor that takes mcp-go's NewTool arguments (a name, then
// options) and hands them to mcp.NewTool as they are, adding only
// options that declare no property (annotations, a description):
//
//	func newMCPTool(name string, opts ...mcp.ToolOption) mcp.Tool {
//		if readOnly[name] {
//			opts = append(opts, mcp.WithReadOnlyHintAnnotation(true))
//		}
//		return mcp.NewTool(name, opts...)
//	}
func (b *builder) optionsPassThrough(fn *types.Func) bool {
	if fn == nil || fn.Pkg() != b.pass.Pkg {
		return false
	}
	decl := b.decls[fn.Origin()]
	sig := fn.Type().(*types.Signature)
	if decl == nil || decl.Body == nil || !sig.Variadic() || sig.Params().Len() != 2 {
		return false
	}
	name, opts := sig.Params().At(0), sig.Params().At(1)
	info := b.pass.TypesInfo
	passes, other := false, false
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.ReturnStmt:
			call, ok := ast.Unparen(x.Results[0]).(*ast.CallExpr)
			if len(x.Results) != 1 || !ok || OpOf(b.callee(call)) != OpNewTool || len(call.Args) != 2 || !call.Ellipsis.IsValid() {
				other = true
				return false
			}
			a0, _ := ast.Unparen(call.Args[0]).(*ast.Ident)
			a1, _ := ast.Unparen(call.Args[1]).(*ast.Ident)
			if a0 == nil || a1 == nil || info.Uses[a0] != name || info.Uses[a1] != opts {
				other = true
				return false
			}
			passes = true
		case *ast.AssignStmt:
			for i, l := range x.Lhs {
				id, ok := ast.Unparen(l).(*ast.Ident)
				if !ok || info.ObjectOf(id) != opts {
					continue
				}
				if i >= len(x.Rhs) || !appendsNoProperty(b, x.Rhs[i], opts) {
					other = true
				}
			}
		}
		return !other
	})
	return passes && !other
}

// appendsNoProperty reports whether e is append(opts, o...) whose options
// o are mcp-go options that declare no property.
func appendsNoProperty(b *builder, e ast.Expr, opts types.Object) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) < 2 || call.Ellipsis.IsValid() {
		return false
	}
	if id, ok := ast.Unparen(call.Fun).(*ast.Ident); !ok || id.Name != "append" {
		return false
	}
	if id, ok := ast.Unparen(call.Args[0]).(*ast.Ident); !ok || b.pass.TypesInfo.Uses[id] != opts {
		return false
	}
	for _, a := range call.Args[1:] {
		oc, ok := ast.Unparen(a).(*ast.CallExpr)
		if !ok {
			return false
		}
		fn := b.callee(oc)
		if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != mcpGoMCP || !(strings.Contains(fn.Name(), "Annotation") || fn.Name() == "WithDescription" || fn.Name() == "WithTitle") {
			return false
		}
	}
	return true
}

// JSONKey returns the key encoding/json reads field i of st under (its
// json tag's name, else the field's own), and false for a field it
// skips (unexported, or tagged "-").
func JSONKey(st *types.Struct, i int) (string, bool) {
	f := st.Field(i)
	name, _, _ := strings.Cut(reflect.StructTag(st.Tag(i)).Get("json"), ",")
	switch {
	case !f.Exported() || name == "-":
		return "", false
	case name == "":
		return f.Name(), true
	}
	return name, true
}
