package jsonshape

import (
	"bytes"
	"encoding/json"
	"io"
	"math"
	"net/url"
	"slices"
	"strconv"
	"strings"
)

// schemaDoc is a decoded JSON Schema document with local $ref resolution.
type schemaDoc struct {
	root any
	// refOnly is set for drafts 04-07, where "$ref" makes the schema ignore
	// its sibling keywords.
	refOnly bool
	anchors map[string]located // built lazily
}

type located struct {
	node any
	path string
}

func newSchemaDoc(root any) *schemaDoc {
	d := &schemaDoc{root: root}
	if m, ok := root.(map[string]any); ok {
		if s, ok := m["$schema"].(string); ok {
			for _, old := range []string{"draft-04", "draft-06", "draft-07"} {
				if strings.Contains(s, old) {
					d.refOnly = true
				}
			}
		}
	}
	return d
}

// resolve finds the target of a $ref within the document: "#", "#/json/pointer"
// or "#anchor". Other references (other documents, $id-relative) are
// unknown and reported as not found, which callers treat as "accept".
func (d *schemaDoc) resolve(ref string) (any, string, bool) {
	frag, ok := strings.CutPrefix(ref, "#")
	if !ok {
		return nil, "", false
	}
	if f, err := url.PathUnescape(frag); err == nil {
		frag = f
	}
	if frag == "" {
		return d.root, "", true
	}
	if !strings.HasPrefix(frag, "/") {
		if d.anchors == nil {
			d.anchors = map[string]located{}
			d.indexAnchors(d.root, "", 0)
		}
		l, ok := d.anchors[frag]
		return l.node, l.path, ok
	}
	node := d.root
	for _, tok := range strings.Split(frag[1:], "/") {
		tok = unescapePointer(tok)
		switch n := node.(type) {
		case map[string]any:
			v, ok := n[tok]
			if !ok {
				return nil, "", false
			}
			node = v
		case []any:
			i, err := strconv.Atoi(tok)
			if err != nil || i < 0 || i >= len(n) {
				return nil, "", false
			}
			node = n[i]
		default:
			return nil, "", false
		}
	}
	return node, frag, true
}

// indexAnchors records "$anchor" (2019-09+) and "$id": "#name" (draft-07).
func (d *schemaDoc) indexAnchors(node any, path string, depth int) {
	if depth > 1000 {
		return
	}
	switch n := node.(type) {
	case map[string]any:
		if a, ok := n["$anchor"].(string); ok {
			d.anchors[a] = located{n, path}
		}
		if id, ok := n["$id"].(string); ok && strings.HasPrefix(id, "#") {
			d.anchors[id[1:]] = located{n, path}
		}
		for _, k := range sortedKeys(n) {
			d.indexAnchors(n[k], path+"/"+escapePointer(k), depth+1)
		}
	case []any:
		for i, v := range n {
			d.indexAnchors(v, path+"/"+strconv.Itoa(i), depth+1)
		}
	}
}

func escapePointer(s string) string {
	s = strings.ReplaceAll(s, "~", "~0")
	return strings.ReplaceAll(s, "/", "~1")
}

func unescapePointer(s string) string {
	s = strings.ReplaceAll(s, "~1", "/")
	return strings.ReplaceAll(s, "~0", "~")
}

// splitPointer splits a JSON pointer into unescaped tokens.
func splitPointer(p string) []string {
	if p == "" {
		return nil
	}
	toks := strings.Split(strings.TrimPrefix(p, "/"), "/")
	for i, t := range toks {
		toks[i] = unescapePointer(t)
	}
	return toks
}

func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// typeList reads the "type" keyword: a string or an array of strings.
func typeList(v any) ([]string, bool) {
	switch t := v.(type) {
	case string:
		return []string{t}, true
	case []any:
		var list []string
		for _, e := range t {
			if s, ok := e.(string); ok {
				list = append(list, s)
			}
		}
		return list, len(list) > 0
	}
	return nil, false
}

// jsonTypeOf is the JSON Schema type of a decoded JSON value; numbers with
// an integral value are "integer".
func jsonTypeOf(v any) string {
	switch v := v.(type) {
	case nil:
		return "null"
	case bool:
		return "boolean"
	case string:
		return "string"
	case map[string]any:
		return "object"
	case []any:
		return "array"
	case float64:
		if v == math.Trunc(v) && !math.IsInf(v, 0) {
			return "integer"
		}
		return "number"
	case json.Number:
		if !strings.ContainsAny(string(v), ".eE") {
			return "integer"
		}
		f, err := v.Float64()
		if err == nil && f == math.Trunc(f) && !math.IsInf(f, 0) {
			return "integer"
		}
		return "number"
	}
	return ""
}

// decodeJSON decodes one JSON value keeping numbers as json.Number, the form
// the validator expects.
func decodeJSON(raw []byte) (any, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, errTrailing
	}
	return v, nil
}

type constError string

func (e constError) Error() string { return string(e) }

const errTrailing = constError("invalid character after top-level value")

// normalize turns the schema argument of Compare into decoded JSON: raw
// bytes are decoded, other Go values (e.g. a *jsonschema.Schema) go through
// a JSON round trip.
func normalize(schema any) (any, bool) {
	switch s := schema.(type) {
	case nil:
		return nil, false
	case map[string]any, bool:
		return s, true
	case json.RawMessage:
		v, err := decodeJSON(s)
		return v, err == nil
	case []byte:
		v, err := decodeJSON(s)
		return v, err == nil
	case string:
		return nil, false
	}
	raw, err := json.Marshal(schema)
	if err != nil {
		return nil, false
	}
	v, err := decodeJSON(raw)
	return v, err == nil
}
