package jsonshape

import (
	"fmt"
	"go/types"
	"regexp"
	"strconv"
	"strings"
)

// object checks properties, patternProperties, additionalProperties and
// required of a Go struct.
func (c *comparer) object(sh Shape, obj map[string]any, spath, ipath string, depth int) []Mismatch {
	var out []Mismatch
	props, _ := obj["properties"].(map[string]any)
	pats, _ := obj["patternProperties"].(map[string]any)
	patKeys := sortedKeys(pats)
	addl, hasAddl := obj["additionalProperties"]
	for _, p := range sh.Props {
		if p.Shape.Kind == Unsupported {
			continue // Marshal fails before anything is emitted
		}
		pi := ipath + "/" + escapePointer(p.Name)
		matched := false
		if ps, ok := props[p.Name]; ok {
			matched = true
			out = append(out, c.property(p, ps, spath+"/properties/"+escapePointer(p.Name), pi, depth)...)
		}
		for _, pat := range patKeys {
			re := c.regexp(pat)
			if re == nil {
				matched = true // cannot tell: stay silent
				continue
			}
			if re.MatchString(p.Name) {
				matched = true
				out = append(out, c.property(p, pats[pat], spath+"/patternProperties/"+escapePointer(pat), pi, depth)...)
			}
		}
		if !matched && hasAddl {
			out = append(out, c.property(p, addl, spath+"/additionalProperties", pi, depth)...)
		}
	}

	req, _ := obj["required"].([]any)
	seen := map[string]bool{}
	for i, r := range req {
		name, ok := r.(string)
		if !ok || seen[name] {
			continue
		}
		seen[name] = true
		rpath := spath + "/required/" + strconv.Itoa(i)
		pi := ipath + "/" + escapePointer(name)
		p, found := sh.Prop(name)
		switch {
		case !found:
			m := Mismatch{Kind: RequiredMissing, Path: rpath, Instance: pi,
				Message: fmt.Sprintf("the schema requires property %q but Go %s never emits it", name, typeStr(sh.Type))}
			if d, ok := droppedFor(sh, name, false); ok {
				m.Field = d.Field
				m.Message += fmt.Sprintf(" (field %s is %s)", d.Field.Name(), d.Reason)
			} else if p, ok := propFold(sh, name); ok {
				m.Field = p.Field
				m.Message += fmt.Sprintf(" (Go emits %q; names are case-sensitive)", p.Name)
			} else if d, ok := droppedFor(sh, name, true); ok {
				m.Field = d.Field
				m.Message += fmt.Sprintf(" (field %s is %s)", d.Field.Name(), d.Reason)
			}
			out = append(out, m)
		case p.Shape.Kind == Unsupported:
		case p.Omittable:
			out = append(out, Mismatch{Kind: RequiredOmittable, Path: rpath, Instance: pi, Field: p.Field,
				Message: fmt.Sprintf("the schema requires property %q but Go field %s can leave it out (%s)", name, p.Field.Name(), p.OmitReason)})
		}
	}
	return out
}

// property checks one emitted property against the schema that applies to it.
func (c *comparer) property(p Property, ps any, spath, ipath string, depth int) []Mismatch {
	if b, ok := ps.(bool); ok && !b {
		return []Mismatch{{Kind: Forbidden, Path: spath, Instance: ipath, Field: p.Field,
			Message: fmt.Sprintf("Go field %s emits property %q but the schema forbids it (%s: false)", p.Field.Name(), p.Name, lastKeyword(spath))}}
	}
	return c.check(p.Shape, ps, spath, ipath, p.Field, depth+1)
}

func lastKeyword(spath string) string {
	i := max(strings.LastIndex(spath, "/properties/"), strings.LastIndex(spath, "/patternProperties/"), strings.LastIndex(spath, "/additionalProperties"))
	return spath[i+1:]
}

// droppedFor finds a Go field that would have been property name had
// encoding/json not dropped it (same JSON name, or ignoring case if fold).
func droppedFor(sh Shape, name string, fold bool) (Dropped, bool) {
	for _, d := range sh.Dropped {
		if d.Name == name || fold && (strings.EqualFold(d.Name, name) || strings.EqualFold(d.Field.Name(), name)) {
			return d, true
		}
	}
	return Dropped{}, false
}

// propFold finds an emitted property whose name differs only in case.
func propFold(sh Shape, name string) (Property, bool) {
	for _, p := range sh.Props {
		if strings.EqualFold(p.Name, name) {
			return p, true
		}
	}
	return Property{}, false
}

func (c *comparer) regexp(pat string) *regexp.Regexp {
	re, ok := c.re[pat]
	if !ok {
		re, _ = regexp.Compile(pat) // ECMA-only syntax fails: treated as unknown
		c.re[pat] = re
	}
	return re
}

// undeclared reports, once per instance location, Go properties that no
// properties/patternProperties of the node or its $ref/allOf/anyOf/oneOf
// closure declares, when that closure says nothing about other properties.
func (c *comparer) undeclared(sh Shape, obj map[string]any, spath, ipath string, depth int) []Mismatch {
	var cl closure
	c.collect(obj, &cl, map[string]bool{}, 0)
	if cl.open || (len(cl.names) == 0 && len(cl.pats) == 0) {
		return nil
	}
	var out []Mismatch
	for _, p := range sh.Props {
		if p.Shape.Kind == Unsupported || cl.names[p.Name] {
			continue
		}
		declared := false
		for _, pat := range cl.pats {
			if re := c.regexp(pat); re == nil || re.MatchString(p.Name) {
				declared = true
			}
		}
		if !declared {
			out = append(out, Mismatch{Kind: Undeclared, Path: spath, Instance: ipath + "/" + escapePointer(p.Name), Field: p.Field,
				Message: fmt.Sprintf("Go field %s emits property %q which the schema does not declare", p.Field.Name(), p.Name)})
		}
	}
	return out
}

type closure struct {
	names map[string]bool
	pats  []string
	open  bool // additionalProperties/unevaluatedProperties/conditionals present
}

func (c *comparer) collect(node any, cl *closure, refs map[string]bool, n int) {
	if n > 100 || !c.step() {
		cl.open = true // unknown: stay silent
		return
	}
	obj, ok := node.(map[string]any)
	if !ok {
		return // true/false add no declarations
	}
	if props, ok := obj["properties"].(map[string]any); ok {
		if cl.names == nil {
			cl.names = map[string]bool{}
		}
		for k := range props {
			cl.names[k] = true
		}
	}
	if pats, ok := obj["patternProperties"].(map[string]any); ok {
		cl.pats = append(cl.pats, sortedKeys(pats)...)
	}
	for _, kw := range []string{"additionalProperties", "unevaluatedProperties", "if", "dependentSchemas", "dependencies"} {
		if _, ok := obj[kw]; ok {
			cl.open = true
		}
	}
	if ref, ok := obj["$ref"].(string); ok && !refs[ref] {
		refs[ref] = true
		if target, _, ok := c.doc.resolve(ref); ok {
			c.collect(target, cl, refs, n+1)
		} else {
			cl.open = true
		}
	}
	for _, kw := range []string{"allOf", "anyOf", "oneOf"} {
		list, _ := obj[kw].([]any)
		for _, b := range list {
			c.collect(b, cl, refs, n+1)
		}
	}
}

// mapValues checks a Go map's values. Keys are data: a map may or may not
// contain a required or forbidden key, so only values are compared, under
// properties the map could have (for its key kind) and additionalProperties.
func (c *comparer) mapValues(sh Shape, obj map[string]any, spath, ipath string, field *types.Var, depth int) []Mismatch {
	if sh.Elem == nil || sh.Key == KeyText {
		return nil
	}
	var out []Mismatch
	props, _ := obj["properties"].(map[string]any)
	for _, name := range sortedKeys(props) {
		if _, isBool := props[name].(bool); isBool || !keyFits(sh.Key, name) {
			continue
		}
		out = append(out, c.check(*sh.Elem, props[name], spath+"/properties/"+escapePointer(name), ipath+"/"+escapePointer(name), field, depth+1)...)
	}
	if addl, ok := obj["additionalProperties"].(map[string]any); ok {
		if key, ok := c.freshKey(sh.Key, obj); ok {
			out = append(out, c.check(*sh.Elem, addl, spath+"/additionalProperties", ipath+"/"+escapePointer(key), field, depth+1)...)
		}
	}
	return out
}

func keyFits(k MapKey, name string) bool {
	if k != KeyInt {
		return true
	}
	if n, err := strconv.ParseInt(name, 10, 64); err == nil && strconv.FormatInt(n, 10) == name {
		return true
	}
	n, err := strconv.ParseUint(name, 10, 64)
	return err == nil && strconv.FormatUint(n, 10) == name
}

// freshKey picks a map key that neither properties nor patternProperties
// name, so that additionalProperties applies to it.
func (c *comparer) freshKey(k MapKey, obj map[string]any) (string, bool) {
	props, _ := obj["properties"].(map[string]any)
	pats, _ := obj["patternProperties"].(map[string]any)
	for i := 1; i < 50; i++ {
		key := "key" + strconv.Itoa(i)
		if k == KeyInt {
			key = strconv.Itoa(i)
		}
		if _, ok := props[key]; ok {
			continue
		}
		clash := false
		for _, pat := range sortedKeys(pats) {
			if re := c.regexp(pat); re == nil || re.MatchString(key) {
				clash = true
			}
		}
		if !clash {
			return key, true
		}
	}
	return "", false
}

// array checks items/prefixItems (2020-12) and items-array/additionalItems
// (draft-07) against the element shape.
func (c *comparer) array(sh Shape, obj map[string]any, spath, ipath string, field *types.Var, depth int) []Mismatch {
	if sh.Elem == nil {
		return nil
	}
	var out []Mismatch
	tupleKw, restKw := "prefixItems", "items"
	tuple, _ := obj["prefixItems"].([]any)
	if list, ok := obj["items"].([]any); ok {
		tuple, tupleKw, restKw = list, "items", "additionalItems"
	}
	for i, ps := range tuple {
		if sh.Len >= 0 && i >= sh.Len {
			break
		}
		out = append(out, c.check(*sh.Elem, ps, spath+"/"+tupleKw+"/"+strconv.Itoa(i), ipath+"/"+strconv.Itoa(i), field, depth+1)...)
	}
	rest, ok := obj[restKw]
	if !ok || (sh.Len >= 0 && sh.Len <= len(tuple)) {
		return out
	}
	at := ipath + "/" + strconv.Itoa(len(tuple))
	if b, ok := rest.(bool); ok && !b {
		return append(out, Mismatch{Kind: TypeMismatch, Path: spath + "/" + restKw, Instance: at, Field: field,
			Message: fmt.Sprintf("Go %s can encode more than %d items but the schema allows no more", typeStr(sh.Type), len(tuple))})
	}
	return append(out, c.check(*sh.Elem, rest, spath+"/"+restKw, at, field, depth+1)...)
}
