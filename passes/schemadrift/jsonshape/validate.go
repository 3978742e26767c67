package jsonshape

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/santhosh-tekuri/jsonschema/v6/kind"
)

// schemaURL names the schema document (input or output) inside the
// compiler; it appears in validator messages and never leads to a load.
const schemaURL = "mcplint:///schema.json"

// DecodeSchema decodes schema JSON the way Compare and the validator expect
// (numbers as json.Number); the error says the bytes are not JSON.
func DecodeSchema(raw []byte) (any, error) {
	v, err := decodeJSON(raw)
	if err != nil {
		return nil, fmt.Errorf("schema is not valid JSON: %w", err)
	}
	return v, nil
}

// CompileSchema reports whether raw is a usable JSON Schema: the error says
// whether it is not JSON or not a valid schema for its dialect (draft 2020-12
// unless "$schema" names another, as MCP specifies).
func CompileSchema(raw []byte) error {
	_, err := compile(raw)
	return err
}

// Validate validates instance against the schema. instance is any Go value;
// it is round-tripped through encoding/json first, so a struct is validated
// as the JSON it marshals to. The error is a *jsonschema.ValidationError when
// the instance is rejected.
func Validate(schemaJSON []byte, instance any) error {
	sch, err := compile(schemaJSON)
	if err != nil {
		return err
	}
	v, err := toJSONValue(instance)
	if err != nil {
		return err
	}
	return validate(sch, v)
}

// Confirmation is a Mismatch that the validator confirmed.
type Confirmation struct {
	Mismatch
	// Witness is a JSON value the Go type can marshal to that the schema
	// rejects.
	Witness any
	// Error is the validator's message for the failure at the mismatch's
	// location, e.g. "at '/humidity': got number, want integer".
	Error string
}

// Confirm compares shape with the schema and keeps the mismatches that a real
// validator (santhosh-tekuri/jsonschema) rejects: for each mismatch it builds
// a witness instance, validates it, and requires a failure at the mismatch's
// instance location (or below it). Advisory mismatches are never confirmed.
// The error is non-nil only when the schema does not compile.
func Confirm(schemaJSON []byte, shape Shape) ([]Confirmation, error) {
	sch, err := compile(schemaJSON)
	if err != nil {
		return nil, err
	}
	doc, _ := decodeJSON(schemaJSON) // compile succeeded, so this does too
	var out []Confirmation
	for _, m := range Compare(shape, doc) {
		if m.Kind.Advisory() {
			continue
		}
		candidates := Synthesize(shape)
		if w, ok := witness(shape, m); ok {
			candidates = slices.Insert(candidates, 0, w)
		}
		for _, inst := range candidates {
			if msg, ok := failsAt(sch, inst, splitPointer(m.Instance)); ok {
				out = append(out, Confirmation{Mismatch: m, Witness: inst, Error: msg})
				break
			}
		}
	}
	return out, nil
}

// failsAt validates inst and looks for an error at target or below it; a
// missing required property p of the object at L counts as located at L/p,
// a forbidden additional property likewise.
func failsAt(sch *jsonschema.Schema, inst any, target []string) (string, bool) {
	err := validate(sch, inst)
	var ve *jsonschema.ValidationError
	if !errors.As(err, &ve) {
		return "", false
	}
	var found string
	walkLeaves(ve, func(leaf *jsonschema.ValidationError) bool {
		for _, loc := range leafLocations(leaf) {
			if hasPrefix(loc, target) {
				found = (&jsonschema.ValidationError{SchemaURL: leaf.SchemaURL, InstanceLocation: leaf.InstanceLocation, ErrorKind: sortedKind(leaf.ErrorKind)}).Error()
				return false
			}
		}
		return true
	})
	return found, found != ""
}

// sortedKind returns k with its property names sorted: the validator
// lists additional properties in map order, and a diagnostic must read
// the same on every run.
func sortedKind(k jsonschema.ErrorKind) jsonschema.ErrorKind {
	if ap, ok := k.(*kind.AdditionalProperties); ok {
		return &kind.AdditionalProperties{Properties: slices.Sorted(slices.Values(ap.Properties))}
	}
	return k
}

func walkLeaves(e *jsonschema.ValidationError, f func(*jsonschema.ValidationError) bool) bool {
	if len(e.Causes) == 0 {
		return f(e)
	}
	for _, c := range e.Causes {
		if !walkLeaves(c, f) {
			return false
		}
	}
	return true
}

func leafLocations(e *jsonschema.ValidationError) [][]string {
	at := e.InstanceLocation
	child := func(names []string) [][]string {
		var locs [][]string
		for _, n := range names {
			locs = append(locs, append(slices.Clip(at), n))
		}
		return locs
	}
	switch k := e.ErrorKind.(type) {
	case *kind.Required:
		return child(k.Missing)
	case *kind.AdditionalProperties:
		return child(k.Properties)
	}
	return [][]string{at}
}

func hasPrefix(loc, prefix []string) bool {
	return len(loc) >= len(prefix) && slices.Equal(loc[:len(prefix)], prefix)
}

// compile decodes and compiles a schema without touching the network or the
// file system: only the document itself and the built-in metaschemas are
// available, so $refs to other documents are compile errors.
func compile(raw []byte) (sch *jsonschema.Schema, err error) {
	doc, err := DecodeSchema(raw)
	if err != nil {
		return nil, err
	}
	if tooDeep(doc, 0) {
		return nil, ErrTooDeep
	}
	defer func() {
		if r := recover(); r != nil {
			sch, err = nil, fmt.Errorf("invalid JSON Schema: validator panicked: %v", r)
		}
	}()
	c := jsonschema.NewCompiler()
	c.DefaultDraft(jsonschema.Draft2020)
	c.UseLoader(noLoader{})
	if err := c.AddResource(schemaURL, doc); err != nil {
		return nil, fmt.Errorf("invalid JSON Schema: %w", err)
	}
	sch, err = c.Compile(schemaURL)
	if err != nil {
		return nil, fmt.Errorf("invalid JSON Schema: %w", err)
	}
	return sch, nil
}

func validate(sch *jsonschema.Schema, v any) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("validator panicked: %v", r)
		}
	}()
	return sch.Validate(v)
}

type noLoader struct{}

func (noLoader) Load(url string) (any, error) {
	return nil, fmt.Errorf("not loading %s: only references within the schema are resolved", url)
}

// toJSONValue turns a Go value into the decoded-JSON form the validator
// understands.
func toJSONValue(v any) (any, error) {
	raw, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("instance does not marshal to JSON: %w", err)
	}
	return decodeJSON(raw)
}
