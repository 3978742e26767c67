package jsonshape

import (
	"errors"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

func TestConfirm(t *testing.T) {
	cases := []struct {
		name, typ, schema string
		want              []string // "kind instance: error substring"
	}{
		{"match", "Weather", weatherSchema, nil},
		{"float under integer", "WeatherF", `{"type":"object","properties":{"humidity":{"type":"integer"}}}`,
			[]string{"type /humidity: at '/humidity': got number, want integer"}},
		{"required omitempty", "Weather", strings.Replace(weatherSchema, `"required": ["temp",`, `"required": ["note", "temp",`, 1),
			[]string{"required-omittable /note: missing property 'note'"}},
		{"forbidden", "Weather", `{"type":"object","properties":{"temp":{},"humidity":{},"tags":{}},"additionalProperties":false}`,
			[]string{"forbidden-property /note: additional properties 'note' not allowed"}},
		{"undeclared is never confirmed", "Weather", `{"type":"object","properties":{"temp":{}}}`, nil},
		{"nil slice", "Weather", strings.Replace(weatherSchema, `["null", "array"]`, `"array"`, 1),
			[]string{"null /tags: at '/tags': got null, want array"}},
		{"jsonschema-go flattening", "Wrapped", `{"type":"object","properties":{"a":{"type":"integer"},"b":{"type":"string"},"n":{"type":"integer"}},"required":["a","n"],"additionalProperties":false}`,
			[]string{
				"forbidden-property /inner: additional properties 'inner' not allowed",
				"type /n: at '/n': got string, want integer",
				"required-missing /a: missing property 'a'",
			}},
		{"nested array element", "Page[Item]", `{"type":"object","properties":{"items":{"type":["array","null"],"items":{"type":"object","properties":{"score":{"type":"integer"}}}}}}`,
			[]string{"type /items/0/score: at '/items/0/score': got number, want integer"}},
		{"map value", "Scores", `{"type":["object","null"],"additionalProperties":{"type":"integer"}}`,
			[]string{"type /key1: at '/key1': got number, want integer"}},
		{"anyOf", "Inner", `{"anyOf":[{"type":"string"},{"type":"object","required":["b"]}]}`,
			[]string{"required-omittable /b: missing property 'b'"}},
		{"other failures are not quoted", "Basic", `{"properties":{"S":{"minLength":5},"i":{"type":"string"}}}`,
			[]string{"type /i: at '/i': got number, want string"}},
		{"draft-07", "WeatherF", `{"$schema":"http://json-schema.org/draft-07/schema#","definitions":{"h":{"type":"integer"}},"properties":{"humidity":{"$ref":"#/definitions/h"}}}`,
			[]string{"type /humidity: at '/humidity': got number, want integer"}},
		{"root pointer", "*Inner", `{"type":"object"}`, []string{"null : at '': got null, want object"}},
		{"base64", "[]byte", `{"type":["array","null"]}`, []string{"type : at '': got string, want null or array"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Confirm([]byte(tc.schema), shapeOf(t, tc.typ))
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(tc.want) {
				t.Fatalf("got %d confirmations, want %d: %+v", len(got), len(tc.want), got)
			}
			for i, c := range got {
				prefix, sub, _ := strings.Cut(tc.want[i], ": ")
				if p := string(c.Kind) + " " + c.Instance; p != prefix || !strings.Contains(c.Error, sub) {
					t.Errorf("got %s: %q (witness %s), want %s", p, c.Error, js(c.Witness), tc.want[i])
				}
				if err := Validate([]byte(tc.schema), c.Witness); err == nil {
					t.Errorf("witness %s validates", js(c.Witness))
				}
			}
		})
	}
}

func TestCompileSchema(t *testing.T) {
	cases := []struct{ schema, want string }{
		{`{"type":"object"}`, ""},
		{`true`, ""},
		{`{"$schema":"http://json-schema.org/draft-07/schema#","type":"object"}`, ""},
		{`{"type":`, "schema is not valid JSON"},
		{`{} {}`, "schema is not valid JSON"},
		{``, "schema is not valid JSON"},
		{`{"type":5}`, "invalid JSON Schema"},
		{`{"required":"a"}`, "invalid JSON Schema"},
		{`{"$ref":"https://example.com/other.json"}`, "invalid JSON Schema"},
		{`{"$ref":"file:///etc/passwd"}`, "invalid JSON Schema"},
		{`{"$ref":"#/$defs/missing"}`, "invalid JSON Schema"},
		{`{"$schema":"https://example.com/unknown-dialect"}`, "invalid JSON Schema"},
	}
	for _, tc := range cases {
		err := CompileSchema([]byte(tc.schema))
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("CompileSchema(%s) = %v", tc.schema, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("CompileSchema(%s) = %v, want %q", tc.schema, err, tc.want)
		}
	}
	if _, err := Confirm([]byte(`nope`), shapeOf(t, "Inner")); err == nil {
		t.Error("Confirm accepted a non-JSON schema")
	}
}

func TestValidate(t *testing.T) {
	schema := []byte(weatherSchema)
	if err := Validate(schema, Weather{Temp: 1, Humidity: 2}); err != nil {
		t.Errorf("Weather: %v", err)
	}
	err := Validate(schema, WeatherF{Temp: 1})
	var ve *jsonschema.ValidationError
	if !errors.As(err, &ve) {
		t.Fatalf("WeatherF: want a validation error, got %v", err)
	}
	if err := Validate(schema, map[string]any{"temp": 1.5, "humidity": 1, "tags": nil}); err != nil {
		t.Errorf("map instance: %v", err)
	}
	if err := Validate(schema, make(chan int)); err == nil || !strings.Contains(err.Error(), "does not marshal") {
		t.Errorf("chan instance: %v", err)
	}
	for i, inst := range Synthesize(shapeOf(t, "Weather")) {
		if err := Validate(schema, inst); err != nil {
			t.Errorf("Synthesize[%d]: %v", i, err)
		}
	}
}
