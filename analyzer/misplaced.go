package analyzer

import (
	"encoding/json"
	"sort"
)

// MisplacedRequired is a property of a schema that says "required": true
// itself, the draft-3 way. JSON Schema since draft 4 (and MCP's 2020-12)
// reads "required" only as an object's list of property names, so the
// property is optional to every client and the schema fails the
// meta-schema.
type MisplacedRequired struct {
	Name   string // the property's name
	Listed bool   // the object's own "required" list names it too
}

// MisplacedRequireds returns the properties of the JSON schema doc, at
// any depth, that say "required": true, in name order at each level.
func MisplacedRequireds(doc []byte) []MisplacedRequired {
	var v any
	if json.Unmarshal(doc, &v) != nil {
		return nil
	}
	var out []MisplacedRequired
	var walk func(v any, depth int)
	walk = func(v any, depth int) {
		obj, ok := v.(map[string]any)
		if !ok || depth > 16 {
			return
		}
		listed := map[string]bool{}
		if req, ok := obj["required"].([]any); ok {
			for _, n := range req {
				if s, ok := n.(string); ok {
					listed[s] = true
				}
			}
		}
		props, _ := obj["properties"].(map[string]any)
		names := make([]string, 0, len(props))
		for n := range props {
			names = append(names, n)
		}
		sort.Strings(names)
		for _, name := range names {
			p, _ := props[name].(map[string]any)
			if b, ok := p["required"].(bool); ok && b {
				out = append(out, MisplacedRequired{Name: name, Listed: listed[name]})
			}
			walk(p, depth+1)
		}
		walk(obj["items"], depth+1)
	}
	walk(v, 0)
	return out
}
