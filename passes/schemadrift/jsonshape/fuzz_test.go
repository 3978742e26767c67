package jsonshape

import (
	"slices"
	"testing"
	"time"
)

var fuzzTypes = []string{"Weather", "Node", "Embedded", "Page[Item]", "Scores", "[2]float32", "Specials", "*Inner", "Wrapped", "map[int64]*Inner", "Maps"}

// FuzzCompare feeds arbitrary bytes as a schema to Compare, the witness
// builder and Confirm for a few fixed shapes: none may panic or take long,
// and Compare must be deterministic.
//
//	go test ./passes/schemadrift/jsonshape -run XXX -fuzz FuzzCompare -fuzztime 5m
func FuzzCompare(f *testing.F) {
	for _, tc := range compareCases {
		f.Add([]byte(tc.schema))
	}
	for _, s := range []string{
		`{"$ref":"#"}`,
		`{"$ref":"#/$defs/a","$defs":{"a":{"$ref":"#/$defs/b"},"b":{"$ref":"#/$defs/a"}}}`,
		`{"anyOf":[{"anyOf":[{"anyOf":[{"$ref":"#"},{"$ref":"#"}]},{"$ref":"#"}]},{"allOf":[{"$ref":"#"}]}]}`,
		`{"properties":{"children":{"items":{"$ref":"#"}},"parent":{"$ref":"#"}},"required":["name","x"]}`,
		`{"type":["object",5,null],"enum":[{},1.5,null],"const":null,"additionalProperties":{"not":{}}}`,
		`{"patternProperties":{"(":{}, "^[a-z]+$":false},"items":[true,false],"prefixItems":{}}`,
		`{"$ref":"#/$defs/x~1y%25","$defs":{"x/y%":{"type":"integer"}}}`,
		`{"$ref":"#a","$defs":{"q":{"$anchor":"a","$ref":"#a"}}}`,
		`[[[[[[[[[[]]]]]]]]]]`,
		`{"$schema":"http://json-schema.org/draft-07/schema#","$ref":"#/definitions/d","definitions":{"d":{"$ref":"#"}}}`,
	} {
		f.Add([]byte(s))
	}
	var shapes []Shape
	for _, typ := range fuzzTypes {
		shapes = append(shapes, shapeOf(f, typ))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		start := time.Now()
		doc, _ := decodeJSON(data)
		for _, sh := range shapes {
			ms := Compare(sh, doc)
			if again := Compare(sh, data); doc != nil && !slices.EqualFunc(ms, again, func(a, b Mismatch) bool { return a.String() == b.String() }) {
				t.Fatalf("Compare is not deterministic on %q", data)
			}
			for _, m := range ms {
				if m.Message == "" || m.Kind == "" {
					t.Fatalf("empty mismatch %+v", m)
				}
				witness(sh, m)
			}
		}
		if len(data) <= 1<<12 {
			for _, sh := range shapes[:4] {
				if _, err := Confirm(data, sh); err != nil && CompileSchema(data) == nil {
					t.Fatalf("Confirm failed on a schema that compiles: %v", err)
				}
			}
		}
		if d := time.Since(start); d > 5*time.Second {
			t.Fatalf("took %v on %q", d, data)
		}
	})
}
