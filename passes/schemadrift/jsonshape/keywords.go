package jsonshape

import (
	"fmt"
	"go/types"
	"strconv"
	"strings"
)

// typeCheck applies "type", "enum" and "const" at one node, at the level of
// JSON types only: an enum of strings accepts a Go string.
func (c *comparer) typeCheck(sh Shape, obj map[string]any, spath, ipath string, field *types.Var) (Mismatch, bool) {
	mk := func(kw, want string) (Mismatch, bool) {
		return Mismatch{Kind: TypeMismatch, Path: spath + "/" + kw, Instance: ipath, Field: field,
			Message: fmt.Sprintf("Go %s encodes as %s but the schema wants %s", typeStr(sh.Type), describe(sh), want)}, true
	}
	if tv, ok := obj["type"]; ok {
		if list, ok := typeList(tv); ok && !acceptsType(list, sh) {
			return mk("type", strings.Join(list, " or "))
		}
	}
	if ev, ok := obj["enum"].([]any); ok {
		fits := false
		for _, v := range ev {
			fits = fits || compatible(v, sh)
		}
		if !fits {
			return mk("enum", "one of its enum values")
		}
	}
	if cv, ok := obj["const"]; ok && !compatible(cv, sh) {
		return mk("const", "its const value")
	}
	return Mismatch{}, false
}

// jsonType is the JSON Schema type name of a definite non-null shape.
func jsonType(sh Shape) string {
	switch sh.Kind {
	case Object, Map:
		return "object"
	case Array:
		return "array"
	case String:
		return "string"
	case Integer:
		return "integer"
	case Number:
		return "number"
	case Boolean:
		return "boolean"
	}
	return ""
}

func acceptsType(list []string, sh Shape) bool {
	jt := jsonType(sh)
	for _, t := range list {
		switch {
		case t == jt:
			return true
		case jt == "integer" && t == "number":
			return true // every integer is a number
		case jt == "number" && t == "integer" && sh.NumberLiteral:
			return true // a json.Number may well be integral: unknown
		}
	}
	return false
}

// compatible reports whether an enum/const value has a JSON type the Go
// value can produce.
func compatible(v any, sh Shape) bool {
	vt := jsonTypeOf(v)
	switch jt := jsonType(sh); jt {
	case "number":
		return vt == "number" || vt == "integer"
	default:
		return vt == jt
	}
}

func describe(sh Shape) string {
	switch {
	case sh.Quoted:
		return "a JSON string (,string option)"
	case sh.Format == "byte":
		return "a base64 JSON string"
	case sh.Kind == Number && !sh.NumberLiteral:
		return "a JSON number that may have a fraction"
	case sh.Kind == Map:
		return "a JSON object (map)"
	case sh.Kind == Array && sh.Len >= 0:
		return fmt.Sprintf("a JSON array of %d items", sh.Len)
	}
	return "a JSON " + jsonType(sh)
}

func nullWhy(sh Shape) string {
	if sh.Type == nil {
		return "nil"
	}
	switch sh.Type.Underlying().(type) {
	case *types.Pointer:
		return "nil pointer"
	case *types.Slice:
		return "nil slice"
	case *types.Map:
		return "nil map"
	}
	return "nil"
}

func typeStr(t types.Type) string {
	if t == nil {
		return "value"
	}
	return types.TypeString(t, func(p *types.Package) string { return p.Name() })
}

// admitsNull reports whether the schema node can accept JSON null; unknown
// parts accept.
func (c *comparer) admitsNull(node any, depth int) bool {
	var obj map[string]any
	switch n := node.(type) {
	case bool:
		return n
	case map[string]any:
		obj = n
	default:
		return true
	}
	if !c.step() {
		return true
	}
	refNull := func(ref string) bool {
		target, _, ok := c.doc.resolve(ref)
		key := "null\x00" + strconv.Itoa(depth) + "\x00" + ref
		if !ok || c.active[key] {
			return true
		}
		c.active[key] = true
		defer delete(c.active, key)
		return c.admitsNull(target, depth)
	}
	ref, hasRef := obj["$ref"].(string)
	if hasRef && c.doc.refOnly {
		return refNull(ref)
	}
	if tv, ok := obj["type"]; ok {
		if list, ok := typeList(tv); ok && !contains(list, "null") {
			return false
		}
	}
	if ev, ok := obj["enum"].([]any); ok && !containsNil(ev) {
		return false
	}
	if cv, ok := obj["const"]; ok && cv != nil {
		return false
	}
	if hasRef && !refNull(ref) {
		return false
	}
	if list, ok := obj["allOf"].([]any); ok {
		for _, b := range list {
			if !c.admitsNull(b, depth) {
				return false
			}
		}
	}
	for _, kw := range []string{"anyOf", "oneOf"} {
		list, ok := obj[kw].([]any)
		if !ok || len(list) == 0 {
			continue
		}
		some := false
		for _, b := range list {
			if c.admitsNull(b, depth) {
				some = true
				break
			}
		}
		if !some {
			return false
		}
	}
	return true
}

func contains(list []string, s string) bool {
	for _, e := range list {
		if e == s {
			return true
		}
	}
	return false
}

func containsNil(list []any) bool {
	for _, e := range list {
		if e == nil {
			return true
		}
	}
	return false
}
