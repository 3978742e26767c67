package inputdrift

import (
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"strconv"
	"strings"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
)

// explicitSchema checks the struct a handler's arguments are decoded into
// against a schema written by hand (not inferred from that struct): a
// go-sdk typed handler whose tool carries its own InputSchema (go-sdk
// validates the arguments against it, then decodes them, case-sensitively,
// into the argument struct), an mcp-go typed handler under NewTool
// options, a raw handler's json.Unmarshal(req.Params.Arguments, &v) or
// req.BindArguments(&v), and a go-mcp handler that decodes into another
// struct than the one its schema is reflected from. A field the handler reads under a key the schema
// does not declare is never sent by a client that follows the schema
// (read-undeclared); a field whose Go type cannot hold the JSON type the
// schema declares fails every schema-valid call that sends it
// (type-mismatch).
func (c *checker) explicitSchema(r *analyzer.Registration, h *analyzer.Handler, args *analyzer.ArgSchema, in types.Type) {
	if h.Shape == analyzer.ShapeGoMCP {
		// go-mcp decodes nothing itself: the handler may decode into
		// another struct than the one the schema is reflected from, whose
		// fields then meet the schema by name.
		for _, t := range c.m.DecodedArgTypes(h) {
			if r.InputSchema.Kind != analyzer.SchemaInferred || !sameDeref(t, r.InputSchema.GoType) {
				c.decodedFields(r, h, args, t)
			}
		}
		return
	}
	if inferred(args) {
		return
	}
	switch h.Shape {
	case analyzer.ShapeGoSDKTyped, analyzer.ShapeMCPGoTyped:
		c.decodedFields(r, h, args, in)
	case analyzer.ShapeGoSDKRaw, analyzer.ShapeMCPGoRaw, analyzer.ShapeHandRolled:
		for _, t := range c.m.DecodedArgTypes(h) {
			c.decodedFields(r, h, args, t)
		}
	}
}

// decodedFields checks the fields of in, the struct the arguments are
// decoded into, that the handler reads, against the schema.
func (c *checker) decodedFields(r *analyzer.Registration, h *analyzer.Handler, args *analyzer.ArgSchema, in types.Type) {
	reads, ok := c.m.FieldReads(h, in)
	if !ok {
		return
	}
	tool := toolLabel(r)
	keys := map[*types.Var]string{}
	for _, rd := range reads {
		keys[rd.Field] = rd.Name
	}
	// A check that fails the call on an empty field, against the
	// schema's required list (the inferred schema's case is checkRead's).
	for _, rd := range c.m.ArgReads(h, in) {
		if rd.Field == nil || !rd.Fails || c.reported[rd.Node] {
			continue
		}
		if p := args.Props[keys[rd.Field]]; p != nil && p.RequiredKnown && !p.Required {
			c.reported[rd.Node] = true
			c.required(r, args, p, rd, tool)
		}
	}
	var undeclared []analyzer.ArgRead
	for _, rd := range reads {
		if c.reported[rd.Node] {
			continue
		}
		prop := args.Props[rd.Name]
		switch {
		case prop == nil:
			if !args.Complete || args.Open || declaredFolded(args, rd.Name) {
				continue // a case-only difference decodes in some releases: not sure
			}
			if alt := protoJSONName(in, rd.Field); alt != "" && args.Props[alt] != nil {
				continue // a protobuf message's lowerCamel name, which protojson accepts too
			}
			c.reported[rd.Node] = true
			undeclared = append(undeclared, rd)
		case prop.Type != "" && len(rd.Accepts) == 1 && disjoint(rd.Accepts[0], prop.Type):
			c.reported[rd.Node] = true
			c.mismatch(args, prop, rd, tool)
		case prop.Type == "number" && integerNotNumber(rd.Accepts) && rd.Field != nil && (h.SDK == analyzer.GoSDK || h.SDK == analyzer.MCPGo || h.SDK == analyzer.HandRolled):
			c.reported[rd.Node] = true
			c.numberForInteger(args, prop, rd, tool, h.SDK)
		}
	}
	// A field the handler assigns is not an argument read, but the
	// decode into it fails the call the same way.
	for _, rd := range c.m.DecodedFields(h, in) {
		prop := args.Props[rd.Name]
		switch {
		case prop == nil || c.reported[rd.Node]:
		case prop.Type == "number" && integerNotNumber(rd.Accepts) && (h.SDK == analyzer.GoSDK || h.SDK == analyzer.MCPGo || h.SDK == analyzer.HandRolled):
			c.numberForInteger(args, prop, rd, tool, h.SDK)
		}
	}
	switch {
	case len(undeclared) == 1:
		c.undeclared(r, args, undeclared[0], tool)
	case len(undeclared) > 1:
		c.undeclaredFields(args, undeclared, in, tool)
	}
	for _, rd := range reads {
		if p := args.Props[rd.Name]; p != nil && rd.Field != nil {
			c.nestedFields(h, args, p, p.Name, rd.Field.Type(), tool, 0)
		}
	}
}

// maxNestedDepth bounds how deep nestedFields follows a schema's objects.
const maxNestedDepth = 3

// nestedFields checks the fields of the struct that a property's value is
// decoded into (t, or its element for an array), that the handler reads,
// against what the schema literal declares inside that property: a field
// under a key the property's own properties do not list is never sent by
// a client that follows the schema (`inputs[].file`, where the items of
// "inputs" declare name, type and kubernetes only).
func (c *checker) nestedFields(h *analyzer.Handler, args *analyzer.ArgSchema, p *analyzer.ArgProp, path string, t types.Type, tool string, depth int) {
	if p.Nested == nil || !p.Nested.Complete || p.Nested.Open || depth >= maxNestedDepth {
		return
	}
	elem := analyzer.Deref(t)
	if p.Type == "array" {
		sl, ok := elem.Underlying().(*types.Slice)
		if !ok {
			return
		}
		elem, path = analyzer.Deref(sl.Elem()), path+"[]"
	}
	if _, ok := elem.Underlying().(*types.Struct); !ok || analyzer.FromSDK(elem) {
		return
	}
	reads, ok := c.m.FieldReads(h, elem)
	if !ok {
		return
	}
	for _, rd := range reads {
		if c.reported[rd.Node] {
			continue
		}
		q := p.Nested.Props[rd.Name]
		if q == nil {
			if declaredFolded(p.Nested, rd.Name) {
				continue
			}
			c.reported[rd.Node] = true
			d := analysis.Diagnostic{
				Pos: rd.Node.Pos(), End: rd.Node.End(), Category: catUndeclared,
				Message: tool + ": the handler reads " + path + "." + rd.Name + " (field " + rd.Field.Name() + " of " + types.TypeString(elem, types.RelativeTo(c.pass.Pkg)) +
					"), which " + args.From + " does not declare among the properties of " + strconv.Quote(path) + ", so a client that follows the schema never sends it; declare it there or stop reading it",
			}
			if pos, end := p.DeclRange(); pos.IsValid() {
				d.Related = []analysis.RelatedInformation{{Pos: pos, End: end, Message: strconv.Quote(p.Name) + " declared here"}}
			}
			c.report(d)
			continue
		}
		if rd.Field != nil {
			c.nestedFields(h, args, q, path+"."+q.Name, rd.Field.Type(), tool, depth+1)
		}
	}
}

// undeclaredFields reports, once, the fields of one struct that the
// handler reads under keys the schema does not declare: one defect (the
// schema and the struct drifted apart), at the first read, with the
// other reads as related positions.
func (c *checker) undeclaredFields(args *analyzer.ArgSchema, rds []analyzer.ArgRead, in types.Type, tool string) {
	names := make([]string, len(rds))
	var related []analysis.RelatedInformation
	for i, rd := range rds {
		names[i] = strconv.Quote(rd.Name)
		if i > 0 {
			related = append(related, analysis.RelatedInformation{Pos: rd.Node.Pos(), End: rd.Node.End(), Message: "reads " + strconv.Quote(rd.Name)})
		}
	}
	typ := types.TypeString(in, types.RelativeTo(c.pass.Pkg))
	c.report(analysis.Diagnostic{
		Pos: rds[0].Node.Pos(), End: rds[0].Node.End(), Category: catUndeclared, Related: related,
		Message: tool + ": the handler reads arguments " + strings.Join(names, ", ") + " (fields of " + typ + "), which " + args.From +
			" does not declare, so a client that follows the schema never sends them; declare them in the inputSchema or stop reading them",
	})
}

// inferred reports whether the schema is the one the SDK infers from a
// struct (its properties carry their fields): the reads already agree.
func inferred(args *analyzer.ArgSchema) bool {
	for _, p := range args.Props {
		if p.Field != nil {
			return true
		}
	}
	return false
}

func declaredFolded(args *analyzer.ArgSchema, name string) bool {
	for n := range args.Props {
		if strings.EqualFold(n, name) {
			return true
		}
	}
	return false
}

// protoJSONName is the json= name in the protobuf tag of field, a field
// of the struct in (a generated protobuf message): protojson.Unmarshal
// accepts it beside the field's proto name, which its json tag holds.
// "" when the field has no such tag.
func protoJSONName(in types.Type, field *types.Var) string {
	if in == nil || field == nil {
		return ""
	}
	st, ok := analyzer.Deref(in).Underlying().(*types.Struct)
	if !ok {
		return ""
	}
	for i := range st.NumFields() {
		if st.Field(i) != field {
			continue
		}
		for _, part := range strings.Split(reflect.StructTag(st.Tag(i)).Get("protobuf"), ",") {
			if name, ok := strings.CutPrefix(part, "json="); ok {
				return name
			}
		}
	}
	return ""
}

// disjoint reports whether no JSON value of schema type declared decodes
// into a Go value of JSON type goType: an integer field takes a
// "number" schema's whole numbers, a float field an "integer" schema's.
func disjoint(goType, declared string) bool {
	numeric := func(t string) bool { return t == "integer" || t == "number" }
	return goType != declared && !(numeric(goType) && numeric(declared))
}

// numberForInteger reports an integer field decoded from a property that
// the schema declares "number": a fractional value (1.5) passes the
// schema and then fails to decode (encoding/json, which go-sdk's typed
// handlers and mcp-go's BindArguments and typed handlers use, refuses
// it), so a schema-valid call fails. go-sdk's schemas can say "integer",
// and the fix rewrites the declared type when it is a literal; mcp-go has
// no integer option (WithNumber is its only numeric one), so the field
// takes a float64 or a PropertyOption sets the type.
func (c *checker) numberForInteger(args *analyzer.ArgSchema, p *analyzer.ArgProp, rd analyzer.ArgRead, tool string, sdk analyzer.SDK) {
	typ := types.TypeString(rd.Field.Type(), types.RelativeTo(c.pass.Pkg))
	instead := "declare it \"integer\""
	if sdk == analyzer.MCPGo {
		instead = "decode it into a float64 field and convert, or declare it integer with a PropertyOption that sets \"type\": \"integer\""
	}
	d := analysis.Diagnostic{
		Pos: rd.Node.Pos(), End: rd.Node.End(), Category: catType,
		Message: tool + ": argument " + strconv.Quote(p.Name) + " is declared number by " + args.From + ", but the handler decodes it into field " +
			rd.Field.Name() + " (" + typ + "), so a schema-valid fractional value such as 1.5 fails to decode and the call fails; " + instead,
	}
	if pos, end := p.DeclRange(); pos.IsValid() {
		d.Related = []analysis.RelatedInformation{{Pos: pos, End: end, Message: "declared number here"}}
	}
	if p.Decl != nil {
		if lit := numberLiteral(p.Decl); lit != nil {
			d.SuggestedFixes = []analysis.SuggestedFix{{
				Message:   "declare " + strconv.Quote(p.Name) + " integer",
				TextEdits: []analysis.TextEdit{{Pos: lit.Pos(), End: lit.End(), NewText: []byte(`"integer"`)}},
			}}
		}
	}
	c.report(d)
}

// integerNotNumber reports whether a read that accepts the JSON types
// accepts takes whole numbers only: an integer field, or a pointer to one
// (which takes null too).
func integerNotNumber(accepts []string) bool {
	integer := false
	for _, t := range accepts {
		switch t {
		case "integer":
			integer = true
		case "null":
		default:
			return false
		}
	}
	return integer
}

// numberLiteral returns the one "number" string literal in n, or nil.
func numberLiteral(n ast.Node) *ast.BasicLit {
	var found *ast.BasicLit
	count := 0
	ast.Inspect(n, func(m ast.Node) bool {
		if lit, ok := m.(*ast.BasicLit); ok && lit.Kind == token.STRING && lit.Value == `"number"` {
			found = lit
			count++
		}
		return true
	})
	if count != 1 {
		return nil
	}
	return found
}
