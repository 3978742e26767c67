package analyzer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// A schema property whose enum holds no value of its declared type admits
// no value at all (JSON Schema's type and enum must both hold):
//
//	"connection_states": {"type": "array", "enum": []any{"NEW", "ESTABLISHED"}},
//	"network_type":      {"type": "integer", "enum": []any{"0", "1"}},
//
// An array never equals a string and an integer never equals "0", so a
// client that validates arguments refuses every call that sends the
// property, and a model that follows the enum sends a value of the wrong
// type. The schema is read where it is written as a Go literal: a
// map[string]any with constant "type" and "enum" entries, or a
// jsonschema.Schema with Type and Enum.

// EnumMismatch is a property literal whose enum holds no value of its
// declared type.
type EnumMismatch struct {
	// Name is the property's key where the literal is the value of a
	// constant key ("connection_states"), "" otherwise.
	Name string
	// Type is the declared JSON type; Kinds the JSON types of the enum's
	// values, in order of first appearance.
	Type  string
	Kinds []string
	// Enum is the enum's value expression (the []any{...} literal), and
	// Entry the key-value pair that holds it.
	Enum  *ast.CompositeLit
	Entry *ast.KeyValueExpr
}

// EnumMismatches returns the property literals of this package whose
// enum holds no value of their declared type, in source order. They are
// read in every package of a module that serves MCP, SDK or not: a
// generated table of schemas often imports nothing.
func (m *Model) EnumMismatches() []EnumMismatch { return m.enumMismatches }

// enumMismatches reads pass's files for EnumMismatches.
func enumMismatches(pass *analysis.Pass) []EnumMismatch {
	info := pass.TypesInfo
	var out []EnumMismatch
	for _, f := range pass.Files {
		ast.PreorderStack(f, nil, func(n ast.Node, stack []ast.Node) bool {
			lit, ok := n.(*ast.CompositeLit)
			if !ok {
				return true
			}
			typ, enum, entry := schemaTypeAndEnum(info, lit)
			if typ == "" || enum == nil {
				return true
			}
			kinds, known := enumKinds(info, enum)
			if !known || len(kinds) == 0 || admits(typ, kinds) {
				return true
			}
			out = append(out, EnumMismatch{Name: propertyKey(info, lit, stack), Type: typ, Kinds: kinds, Enum: enum, Entry: entry})
			return true
		})
	}
	return out
}

// schemaTypeAndEnum returns the constant JSON type and the enum literal
// of lit, a map[string]any literal with "type" and "enum" keys or a
// struct literal (jsonschema.Schema) with Type and Enum fields.
func schemaTypeAndEnum(info *types.Info, lit *ast.CompositeLit) (string, *ast.CompositeLit, *ast.KeyValueExpr) {
	t := info.TypeOf(lit)
	if t == nil {
		return "", nil, nil
	}
	var typeKey, enumKey string
	switch u := t.Underlying().(type) {
	case *types.Map:
		if b, ok := u.Key().Underlying().(*types.Basic); !ok || b.Kind() != types.String {
			return "", nil, nil
		}
		typeKey, enumKey = "type", "enum"
	case *types.Struct:
		named, ok := types.Unalias(t).(*types.Named)
		if !ok || named.Obj().Name() != "Schema" || named.Obj().Pkg() == nil || !strings.HasSuffix(named.Obj().Pkg().Path(), "jsonschema") {
			return "", nil, nil
		}
		typeKey, enumKey = "Type", "Enum"
	default:
		return "", nil, nil
	}
	var typ string
	var enum *ast.CompositeLit
	var entry *ast.KeyValueExpr
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		key := ""
		if id, ok := kv.Key.(*ast.Ident); ok && typeKey == "Type" {
			key = id.Name
		} else if tv := info.Types[kv.Key]; tv.Value != nil && tv.Value.Kind() == constant.String {
			key = constant.StringVal(tv.Value)
		}
		switch key {
		case typeKey:
			if tv := info.Types[kv.Value]; tv.Value != nil && tv.Value.Kind() == constant.String {
				typ = constant.StringVal(tv.Value)
			}
		case enumKey:
			enum, _ = ast.Unparen(kv.Value).(*ast.CompositeLit)
			entry = kv
		}
	}
	return typ, enum, entry
}

// enumKinds returns the JSON types of enum's values; known is false when
// a value is not a constant.
func enumKinds(info *types.Info, enum *ast.CompositeLit) (kinds []string, known bool) {
	seen := map[string]bool{}
	for _, e := range enum.Elts {
		k := constKind(info, e)
		if k == "" {
			return nil, false
		}
		if !seen[k] {
			seen[k] = true
			kinds = append(kinds, k)
		}
	}
	return kinds, true
}

// constKind is the JSON type of e, a constant or nil: "string",
// "integer", "number", "boolean", "null"; "" when e is none of them.
func constKind(info *types.Info, e ast.Expr) string {
	if id, ok := ast.Unparen(e).(*ast.Ident); ok && info.Uses[id] == types.Universe.Lookup("nil") {
		return "null"
	}
	tv := info.Types[e]
	if tv.Value == nil {
		return ""
	}
	switch tv.Value.Kind() {
	case constant.String:
		return "string"
	case constant.Bool:
		return "boolean"
	case constant.Int:
		return "integer"
	case constant.Float:
		if v := constant.ToInt(tv.Value); v.Kind() == constant.Int {
			return "integer"
		}
		return "number"
	}
	return ""
}

// admits reports whether a value of one of kinds is of JSON type typ.
func admits(typ string, kinds []string) bool {
	for _, k := range kinds {
		switch {
		case k == typ, typ == "number" && k == "integer":
			return true
		}
	}
	switch typ {
	case "string", "integer", "number", "boolean", "array", "object", "null":
		return false
	}
	return true // a type this reading does not know: nothing said
}

// propertyKey is the constant key of the key-value pair whose value lit
// is, "" when there is none.
func propertyKey(info *types.Info, lit *ast.CompositeLit, stack []ast.Node) string {
	if len(stack) == 0 {
		return ""
	}
	kv, ok := stack[len(stack)-1].(*ast.KeyValueExpr)
	if !ok || kv.Value != lit {
		if u, isAddr := stack[len(stack)-1].(*ast.UnaryExpr); isAddr && u.Op == token.AND && len(stack) > 1 {
			kv, ok = stack[len(stack)-2].(*ast.KeyValueExpr)
		}
		if !ok || kv == nil {
			return ""
		}
	}
	if tv := info.Types[kv.Key]; tv.Value != nil && tv.Value.Kind() == constant.String {
		return constant.StringVal(tv.Value)
	}
	return ""
}
