package jsonshape

import (
	"slices"
	"strings"
	"testing"
)

// weatherSchema accepts Weather exactly: humidity is a Go int under
// "number" (fine), note is an optional pointer (fine), tags may be null.
const weatherSchema = `{
  "type": "object",
  "properties": {
    "temp": {"type": "number"},
    "humidity": {"type": "number"},
    "note": {"type": "string"},
    "tags": {"type": ["null", "array"], "items": {"type": "string"}}
  },
  "required": ["temp", "humidity", "tags"],
  "additionalProperties": false
}`

// compareCases list the expected mismatches as "kind path instance".
var compareCases = []struct {
	name, typ, schema string
	want              []string
}{
	{"match", "Weather", weatherSchema, nil},
	{"true schema", "Weather", `true`, nil},
	{"empty schema", "Weather", `{}`, nil},
	{"false schema", "Weather", `false`, []string{"type  "}},
	{"float under integer", "WeatherF", `{"type":"object","properties":{"temp":{"type":"number"},"humidity":{"type":"integer"}}}`,
		[]string{"type /properties/humidity/type /humidity"}},
	{"int under integer", "Weather", `{"properties":{"humidity":{"type":"integer"},"temp":{},"note":{},"tags":{}}}`, nil},
	{"required omitempty", "Weather", strings.Replace(weatherSchema, `"required": ["temp",`, `"required": ["note", "temp",`, 1),
		[]string{"required-omittable /required/0 /note"}},
	{"required never emitted, unexported field", "WeatherF", `{"type":"object","required":["temp","humidity","Humidity","wind"]}`,
		[]string{"required-missing /required/2 /Humidity", "required-missing /required/3 /wind"}},
	{"forbidden", "Weather", `{"type":"object","properties":{"temp":{},"humidity":{},"tags":{}},"additionalProperties":false}`,
		[]string{"forbidden-property /additionalProperties /note"}},
	{"forbidden by false property", "Weather", `{"properties":{"note":false}}`,
		[]string{"forbidden-property /properties/note /note"}},
	{"undeclared is advisory", "Weather", `{"type":"object","properties":{"temp":{},"humidity":{},"tags":{}}}`,
		[]string{"undeclared-property  /note"}},
	{"additionalProperties schema", "Weather", `{"type":"object","properties":{"temp":{},"humidity":{},"tags":{}},"additionalProperties":{"type":"integer"}}`,
		[]string{"type /additionalProperties/type /note"}},
	{"patternProperties", "Weather", `{"type":"object","patternProperties":{"^t":{"type":"string"}},"additionalProperties":false,"properties":{"humidity":{},"note":{}}}`,
		[]string{"type /patternProperties/^t/type /temp", "null /patternProperties/^t /tags", "type /patternProperties/^t/type /tags"}},
	{"nil slice under array", "Weather", strings.Replace(weatherSchema, `["null", "array"]`, `"array"`, 1),
		[]string{"null /properties/tags /tags"}},
	{"string vs number", "Basic", `{"properties":{"S":{"type":"number"},"i":{"type":["string","null"]}}}`,
		[]string{"type /properties/S/type /S", "type /properties/i/type /i"}},
	{"object vs array", "Wrapped", `{"properties":{"inner":{"type":"array"}}}`,
		[]string{"type /properties/inner/type /inner"}},
	{"quoted number", "Wrapped", `{"properties":{"n":{"type":"integer"}}}`,
		[]string{"type /properties/n/type /n"}},
	// What google/jsonschema-go infers for Wrapped: embedded struct
	// flattened although tagged, ,string ignored.
	{"jsonschema-go flattening", "Wrapped", `{"type":"object","properties":{"a":{"type":"integer"},"b":{"type":"string"},"n":{"type":"integer"}},"required":["a","n"],"additionalProperties":false}`,
		[]string{"forbidden-property /additionalProperties /inner", "type /properties/n/type /n", "required-missing /required/0 /a"}},
	{"ref to defs", "WeatherF", `{"$ref":"#/$defs/W","$defs":{"W":{"type":"object","properties":{"humidity":{"type":"integer"}}}}}`,
		[]string{"type /$defs/W/properties/humidity/type /humidity", "undeclared-property  /temp"}},
	{"draft-07 ref ignores siblings", "WeatherF", `{"$schema":"http://json-schema.org/draft-07/schema#","$ref":"#/definitions/W","type":"string","definitions":{"W":{"type":"object"}}}`, nil},
	{"nullable pointer root via anyOf", "*Inner", `{"anyOf":[{"type":"null"},{"type":"object","properties":{"a":{"type":"integer"}},"required":["a"]}]}`, nil},
	{"pointer root without null", "*Inner", `{"type":"object"}`, []string{"null  "}},
	{"anyOf no branch fits", "Inner", `{"anyOf":[{"type":"string"},{"type":"object","required":["b"]}]}`,
		[]string{"required-omittable /anyOf/1/required/0 /b"}},
	{"oneOf one branch fits", "Inner", `{"oneOf":[{"type":"string"},{"type":"object","required":["a"]}]}`, nil},
	{"allOf declares across branches", "Inner", `{"allOf":[{"properties":{"a":{"type":"integer"}}},{"properties":{"b":{"type":"string"}}}]}`, nil},
	{"allOf branch forbids", "Inner", `{"allOf":[{"properties":{"a":{}},"additionalProperties":false},{"properties":{"b":{}}}]}`,
		[]string{"forbidden-property /allOf/0/additionalProperties /b"}},
	{"enum of strings vs bool", "Basic", `{"properties":{"b":{"enum":["yes","no"]},"S":{"enum":["a","b"]}}}`,
		[]string{"type /properties/b/enum /b"}},
	{"const", "Basic", `{"properties":{"i":{"const":1.5},"f":{"const":1}}}`,
		[]string{"type /properties/i/const /i"}},
	{"map values", "Scores", `{"type":["object","null"],"additionalProperties":{"type":"integer"}}`,
		[]string{"type /additionalProperties/type /key1"}},
	{"map keys are data", "Scores", `{"type":["object","null"],"required":["x"],"properties":{"x":{"type":"number"}},"additionalProperties":false}`, nil},
	{"int-keyed map property names", "map[int64]*Inner", `{"type":["object","null"],"properties":{"abc":{"type":"string"},"7":{"type":"string"}}}`,
		[]string{"null /properties/7 /7", "type /properties/7/type /7"}},
	{"slice items", "[]Inner", `{"type":["array","null"],"items":{"type":"object","properties":{"a":{"type":"string"}}}}`,
		[]string{"type /items/properties/a/type /0/a"}},
	{"fixed array tuple", "[2]float32", `{"type":"array","prefixItems":[{"type":"number"},{"type":"number"}],"items":false}`, nil},
	{"fixed array too long", "[2]float32", `{"type":"array","prefixItems":[{"type":"number"}],"items":false}`,
		[]string{"type /items /1"}},
	{"draft-07 tuple", "[2]float32", `{"type":"array","items":[{"type":"number"},{"type":"integer"}]}`,
		[]string{"type /items/1/type /1"}},
	{"base64 bytes vs array", "[]byte", `{"type":["array","null"],"items":{"type":"integer"}}`,
		[]string{"type /type "}},
	{"time is a string", "time.Time", `{"type":"string","format":"date-time"}`, nil},
	{"recursive type and schema", "Node", `{"$ref":"#/$defs/Node","$defs":{"Node":{"type":"object","properties":{"name":{"type":"string"},"children":{"type":"array","items":{"$ref":"#/$defs/Node"}},"parent":{"$ref":"#/$defs/Node"}},"required":["name"],"additionalProperties":false}}}`, nil},
	{"self-referencing schema", "Node", `{"$ref":"#","allOf":[{"$ref":"#"}],"anyOf":[{"$ref":"#"}]}`, nil},
	{"anchor", "Inner", `{"$ref":"#in","$defs":{"x":{"$anchor":"in","type":"object","properties":{"a":{"type":"string"}}}}}`,
		[]string{"type /$defs/x/properties/a/type /a"}},
	{"unresolvable ref", "Inner", `{"$ref":"https://example.com/s.json"}`, nil},
	{"opaque and any are silent", "Specials", `{"type":"object","properties":{"Custom":{"type":"string"},"Raw":{"type":"integer"},"Addr":false}}`,
		[]string{"forbidden-property /properties/Addr /Addr"}},
	{"text marshaler is a string", "Specials", `{"properties":{"Text":{"type":"integer"}}}`,
		[]string{"type /properties/Text/type /Text"}},
	{"embedded pointer promotes optional", "Embedded", `{"required":["a","c"]}`,
		[]string{"required-omittable /required/1 /c"}},
	{"generic instantiation", "Page[Item]", `{"type":"object","properties":{"items":{"type":"array","items":{"type":"object","properties":{"score":{"type":"integer"}}}},"next":{"type":"string"},"total":{"type":"integer"}},"required":["items","total"]}`,
		[]string{"null /properties/items /items", "type /properties/items/items/properties/score/type /items/0/score"}},
	{"schema as raw bytes", "Weather", `"not a schema"`, nil},
}

func TestCompare(t *testing.T) {
	for _, tc := range compareCases {
		t.Run(tc.name, func(t *testing.T) {
			sh := shapeOf(t, tc.typ)
			ms := Compare(sh, []byte(tc.schema))
			// Undeclared properties are checked only where a case expects some.
			advisory := slices.ContainsFunc(tc.want, func(w string) bool { return strings.HasPrefix(w, string(Undeclared)) })
			var got []string
			for _, m := range ms {
				if m.Kind.Advisory() && !advisory {
					continue
				}
				got = append(got, string(m.Kind)+" "+m.Path+" "+m.Instance)
				if m.Message == "" {
					t.Errorf("%v: empty message", m)
				}
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("Compare(%s) =\n  %s\nwant\n  %s", tc.typ, strings.Join(got, "\n  "), strings.Join(tc.want, "\n  "))
				for _, m := range ms {
					t.Log(m)
				}
			}
		})
	}
}

func TestCompareFieldsAndMessages(t *testing.T) {
	ms := severe(Compare(shapeOf(t, "WeatherF"), []byte(`{"required":["humidity","Humidity2","Temp"],"properties":{"humidity":{"type":"integer"}}}`)))
	if len(ms) != 3 {
		t.Fatalf("got %v", ms)
	}
	if ms[0].Field == nil || ms[0].Field.Name() != "Humidity" {
		t.Errorf("type mismatch field = %v", ms[0].Field)
	}
	want := "Go float64 encodes as a JSON number that may have a fraction but the schema wants integer"
	if ms[0].Message != want {
		t.Errorf("message = %q, want %q", ms[0].Message, want)
	}
	// "Humidity2" matches nothing; "Temp" differs from "temp" only in case.
	if ms[1].Kind != RequiredMissing || ms[1].Field != nil {
		t.Errorf("got %v", ms[1])
	}
	if ms[2].Kind != RequiredMissing || ms[2].Field == nil || ms[2].Field.Name() != "Temp" || !strings.Contains(ms[2].Message, `Go emits "temp"`) {
		t.Errorf("got %v", ms[2])
	}

	ms = Compare(shapeOf(t, "Basic"), map[string]any{"required": []any{"unexported", "Dash"}})
	if len(ms) != 2 || ms[0].Field.Name() != "unexported" || !strings.Contains(ms[1].Message, `json:"-"`) {
		t.Errorf("dropped fields not related: %v", ms)
	}
	if !Undeclared.Advisory() || TypeMismatch.Advisory() {
		t.Error("only undeclared is advisory")
	}
}

// A schema given as a Go value (e.g. a *jsonschema.Schema) is round-tripped.
func TestCompareGoValueSchema(t *testing.T) {
	type schema struct {
		Type       string                    `json:"type"`
		Properties map[string]map[string]any `json:"properties"`
	}
	s := &schema{Type: "object", Properties: map[string]map[string]any{"humidity": {"type": "integer"}}}
	ms := severe(Compare(shapeOf(t, "WeatherF"), s))
	if len(ms) != 1 || ms[0].Kind != TypeMismatch {
		t.Errorf("got %v", ms)
	}
}
