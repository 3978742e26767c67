package jsonshape

import (
	"fmt"
	"go/types"
	"regexp"
	"strconv"
	"strings"
)

// MismatchKind classifies a disagreement between a Shape and a schema.
type MismatchKind string

const (
	// Forbidden: Go emits a property the schema forbids
	// (additionalProperties: false, or a false property schema).
	Forbidden MismatchKind = "forbidden-property"
	// Undeclared: Go emits a property the schema does not declare while
	// additionalProperties is absent. Valid JSON Schema; advisory only.
	Undeclared MismatchKind = "undeclared-property"
	// RequiredOmittable: the schema requires a property that some Go values
	// leave out (omitempty, omitzero, nil embedded pointer).
	RequiredOmittable MismatchKind = "required-omittable"
	// RequiredMissing: the schema requires a property Go never emits.
	RequiredMissing MismatchKind = "required-missing"
	// TypeMismatch: the Go value's JSON type is not one the schema allows
	// (e.g. a Go float under "integer", a ,string number under "number").
	TypeMismatch MismatchKind = "type"
	// NullMismatch: the Go value can be null (nil pointer, slice or map
	// without omitempty) but the schema does not allow null.
	NullMismatch MismatchKind = "null"
)

// Advisory reports kinds that are not JSON Schema violations.
func (k MismatchKind) Advisory() bool { return k == Undeclared }

// Mismatch is one place where JSON that the Go type can marshal to is not
// accepted by the schema (or, for Undeclared, is only implicitly accepted).
type Mismatch struct {
	Kind MismatchKind
	// Path is a JSON pointer into the schema document (after following
	// $ref), e.g. "/properties/humidity" or "/$defs/Out/required/0".
	Path string
	// Instance is a JSON pointer into the Go value's JSON, e.g. "/humidity";
	// array elements are "0", map entries use a key the schema does not name.
	Instance string
	// Field is the Go struct field the mismatch belongs to, nil at the root.
	Field *types.Var
	// Message is a short lower-case explanation.
	Message string
}

func (m Mismatch) String() string {
	return fmt.Sprintf("%s at %q (instance %q): %s", m.Kind, m.Path, m.Instance, m.Message)
}

// maxSteps bounds the work of one Compare call; schemas that need more (deep
// anyOf nesting, reference explosions) are given up on, silently.
const maxSteps = 100000

// Compare reports where JSON produced by a Go value of the given shape is not
// accepted by schema. schema is decoded JSON (map[string]any, bool), raw JSON
// bytes, or any value that marshals to a schema.
//
// Compare is conservative: Any, Opaque and Unsupported shapes never produce
// mismatches, unresolvable $refs and unknown keywords accept everything, and
// anyOf/oneOf report only when no branch fits (the best branch's mismatches
// are returned). A Go map's keys are data, so required/additionalProperties
// are not checked for maps, only their values.
func Compare(shape Shape, schema any) []Mismatch {
	root, ok := normalize(schema)
	if !ok {
		return nil
	}
	c := &comparer{doc: newSchemaDoc(root), active: map[string]bool{}, re: map[string]*regexp.Regexp{}}
	ms := c.check(shape, root, "", "", nil, 0)
	if c.over {
		return nil
	}
	return dedupe(ms)
}

type comparer struct {
	doc    *schemaDoc
	steps  int
	over   bool
	active map[string]bool // $refs being followed, per shape depth
	re     map[string]*regexp.Regexp
}

func (c *comparer) step() bool {
	c.steps++
	if c.steps > maxSteps {
		c.over = true
	}
	return !c.over
}

// definite reports shapes whose JSON is known well enough to disagree with.
func definite(s Shape) bool {
	switch s.Kind {
	case Object, Map, Array, String, Integer, Number, Boolean:
		return true
	}
	return false
}

// check compares a shape, including its null variant, with a schema node.
func (c *comparer) check(sh Shape, node any, spath, ipath string, field *types.Var, depth int) []Mismatch {
	if !definite(sh) || !c.step() {
		return nil
	}
	var out []Mismatch
	if sh.Nullable {
		if !c.admitsNull(node, depth) {
			out = append(out, Mismatch{Kind: NullMismatch, Path: spath, Instance: ipath, Field: field,
				Message: fmt.Sprintf("Go %s can encode as null (%s) but the schema does not allow null", typeStr(sh.Type), nullWhy(sh))})
		}
		sh.Nullable = false
	}
	return append(out, c.value(sh, node, spath, ipath, field, depth, true)...)
}

// value compares the non-null variant of a shape with a schema node. head is
// false for nodes reached through $ref/allOf/anyOf/oneOf from a node at the
// same instance location, where undeclared properties are judged once.
func (c *comparer) value(sh Shape, node any, spath, ipath string, field *types.Var, depth int, head bool) []Mismatch {
	if !c.step() {
		return nil
	}
	var obj map[string]any
	switch n := node.(type) {
	case bool:
		if n {
			return nil
		}
		return []Mismatch{{Kind: TypeMismatch, Path: spath, Instance: ipath, Field: field,
			Message: fmt.Sprintf("the schema is false and rejects the Go %s value", typeStr(sh.Type))}}
	case map[string]any:
		obj = n
	default:
		return nil // not a schema: unknown
	}

	if ref, ok := obj["$ref"].(string); ok && c.doc.refOnly {
		return c.ref(sh, ref, ipath, field, depth, head)
	}
	if m, bad := c.typeCheck(sh, obj, spath, ipath, field); bad {
		return []Mismatch{m}
	}
	var out []Mismatch
	if ref, ok := obj["$ref"].(string); ok {
		out = append(out, c.ref(sh, ref, ipath, field, depth, false)...)
	}
	if list, ok := obj["allOf"].([]any); ok {
		for i, b := range list {
			out = append(out, c.value(sh, b, spath+"/allOf/"+strconv.Itoa(i), ipath, field, depth, false)...)
		}
	}
	for _, kw := range []string{"anyOf", "oneOf"} {
		if list, ok := obj[kw].([]any); ok {
			out = append(out, c.branches(sh, list, kw, spath, ipath, field, depth)...)
		}
	}
	switch sh.Kind {
	case Object:
		out = append(out, c.object(sh, obj, spath, ipath, depth)...)
		if head {
			out = append(out, c.undeclared(sh, obj, spath, ipath, depth)...)
		}
	case Map:
		out = append(out, c.mapValues(sh, obj, spath, ipath, field, depth)...)
	case Array:
		out = append(out, c.array(sh, obj, spath, ipath, field, depth)...)
	}
	return out
}

func (c *comparer) ref(sh Shape, ref, ipath string, field *types.Var, depth int, head bool) []Mismatch {
	target, tpath, ok := c.doc.resolve(ref)
	key := strconv.Itoa(depth) + "\x00" + ref
	if !ok || c.active[key] {
		return nil // unknown target, or a cycle without progress in the value
	}
	c.active[key] = true
	defer delete(c.active, key)
	return c.value(sh, target, tpath, ipath, field, depth, head)
}

// branches implements anyOf/oneOf conservatively: no mismatch if some branch
// fits; otherwise the mismatches of the branch that fits best (type-level
// failures count as worst), so the report points at something concrete.
func (c *comparer) branches(sh Shape, list []any, kw, spath, ipath string, field *types.Var, depth int) []Mismatch {
	var best []Mismatch
	bestScore := -1
	for i, b := range list {
		ms := severe(c.value(sh, b, spath+"/"+kw+"/"+strconv.Itoa(i), ipath, field, depth, false))
		if len(ms) == 0 {
			return nil
		}
		score := len(ms)
		for _, m := range ms {
			if m.Kind == TypeMismatch && m.Instance == ipath {
				score += 1000
			}
		}
		if bestScore < 0 || score < bestScore {
			best, bestScore = ms, score
		}
	}
	for i := range best {
		if !strings.HasSuffix(best[i].Message, " branch fits)") {
			best[i].Message += " (no " + kw + " branch fits)"
		}
	}
	return best
}

func severe(ms []Mismatch) []Mismatch {
	out := ms[:0:0]
	for _, m := range ms {
		if !m.Kind.Advisory() {
			out = append(out, m)
		}
	}
	return out
}

func dedupe(ms []Mismatch) []Mismatch {
	seen := map[string]bool{}
	out := ms[:0]
	for _, m := range ms {
		k := string(m.Kind) + "\x00" + m.Path + "\x00" + m.Instance
		if seen[k] {
			continue
		}
		seen[k] = true
		out = append(out, m)
	}
	return out
}
