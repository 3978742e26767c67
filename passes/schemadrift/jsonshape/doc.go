// Package jsonshape models the JSON that encoding/json (v1) really produces
// for a Go type and compares that model with a JSON Schema.
//
// The schemadrift pass needs two facts that the SDKs' schema inference gets
// wrong (see reference/sdk-semantics.md, "Surprises and traps" 8-11):
// google/jsonschema-go flattens tagged embedded structs, ignores the ,string
// option and marks pointers and slices nullable, so a schema inferred from a
// type can reject the JSON that the very same type marshals to. Comparing the
// schema with a model of encoding/json's real output finds those cases, and
// the same comparison finds hand-written schemas that drifted from the type.
//
// The package is pure: it needs only go/types (no go/analysis) so that the
// pass, tests and tools can share it.
//
//   - [ShapeOf] computes the [Shape] of a types.Type following encoding/json's
//     rules (field promotion, tags, omitempty/omitzero, ,string, marshalers).
//     A type with its own MarshalJSON is Opaque; a value-receiver MarshalText
//     is known to write a JSON string, so it is a String (a pointer-receiver
//     one is Opaque: encoding/json uses it only for addressable values).
//   - [Compare] checks a Shape against a decoded JSON Schema and returns
//     [Mismatch]es. It is conservative: unknown parts of the Go value (interfaces,
//     custom marshalers) and unknown parts of the schema never produce findings.
//   - [Synthesize] and [Confirm] turn a Mismatch into a concrete JSON value the
//     Go type can marshal to and validate it with santhosh-tekuri/jsonschema, so
//     that the pass reports only what a real validator rejects, quoting its
//     message.
package jsonshape
