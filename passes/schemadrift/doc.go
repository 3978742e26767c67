// Package schemadrift defines an Analyzer that checks MCP servers written in Go.
//
// # Analyzer schemadrift
//
// schemadrift: reports output schemas that disagree with the value a tool returns
//
// "Servers MUST provide structured results that conform to this schema"
// (every spec version). When they do not, go-sdk turns every call of a
// typed tool into a JSON-RPC error ("validating tool output"), mcp-go
// with output validation turns it into an isError result, and clients
// that validate (Inspector, Claude Code, Gemini CLI, Cursor) reject the
// result or the whole tool list. The check computes the JSON that
// encoding/json really writes for the returned Go type (tags, omitempty,
// omitzero, embedded structs, ,string, nil pointers, slices and maps,
// types with their own MarshalJSON treated as unknown) and reports a
// disagreement only when santhosh-tekuri/jsonschema/v6 rejects a value
// of that type, quoting its message. Schemas and types it cannot see
// statically (schemas read at run time, any, interfaces) are never
// reported.
//
// Category invalid-schema: a schema literal that is not JSON, that
// jsonschema/v6 does not compile (draft 2020-12 unless $schema says
// otherwise), an inputSchema whose root is not type "object", or, with
// -mcp.spec before 2026-07-28, such an outputSchema (2025-era clients
// reject the whole tool list: "expected \"object\""). mcp-go's
// WithOutputSchema[T] for a T that is not a JSON object is reported at
// every spec version: mcp-go overwrites the type with "object". go-sdk
// v0.3.0 to v1.6.1 panic in AddTool on an output schema that is not an
// object, so mcp.AddTool with an Out that encodes as an array or a
// primitive is reported for those releases: the server never starts.
//
//	mcp.WithOutputSchema[[]Asset]()                    // bad
//	mcp.WithOutputSchema[struct{ Items []Asset }]()   // good
//
// Categories type-mismatch, missing-property, required-omittable,
// forbidden-property and nullable-mismatch: an explicit output schema
// (go-sdk Tool.OutputSchema as JSON, *jsonschema.Schema or map literal;
// mcp-go WithRawOutputSchema and Tool literals) against the Go type the
// tool returns (go-sdk typed Out, mcp-go NewStructuredToolHandler's
// result, the argument of NewToolResultStructured, NewToolResultStructuredOnly
// and NewToolResultJSON, StructuredContent of a result literal). Every
// type a handler can return is compared. The report is at the schema,
// with the Go field and the returned value as related locations.
//
//	type Weather struct{ Temp float64 `json:"temp"` }
//	OutputSchema: json.RawMessage(`{"type":"object","properties":{"temp":{"type":"integer"}}}`) // bad
//	OutputSchema: json.RawMessage(`{"type":"object","properties":{"temp":{"type":"number"}}}`)  // good
//
// nullable-mismatch is also reported where go-sdk infers the output schema
// from a typed handler's Out and a success return can carry a nil map, or a
// nil slice when the module builds with google/jsonschema-go before v0.4.0
// (which infers a slice as "array" without null), in a field without
// omitempty: go-sdk then fails the call with "validating tool output".
//
//	var docs []Doc; for ... { docs = append(docs, d) }; return nil, Found{Results: docs}, nil // bad
//	docs := []Doc{}; for ... { docs = append(docs, d) }; return nil, Found{Results: docs}, nil // good
//
// error-result-rejected: a go-sdk typed handler returns an isError result
// beside the zero Out, and the output schema rejects that zero value (a
// nil map, a required omitempty property): go-sdk validates it anyway and
// answers the call with a JSON-RPC error, so the model never reads the
// failure.
//
//	return &mcp.CallToolResult{IsError: true, ...}, Tagged{}, nil // bad: Tagged.Labels is a nil map
//	return nil, Tagged{}, err                                      // good
//
// For required-omittable on a string, number or bool field of this
// package, a suggested fix drops omitempty from the field's tag.
//
//	Station string `json:"station,omitempty"` // bad under "required": ["station"]
//	Station string `json:"station"`           // good
//
// Category schema-type-mismatch: mcp-go WithOutputSchema[A]() on a tool
// whose handler returns a B whose JSON does not fit A's schema; nothing
// in mcp-go ties the two together.
//
//	mcp.NewTool("summary", mcp.WithOutputSchema[Report]()), mcp.NewStructuredToolHandler(summarize) // bad: returns Summary
//	mcp.NewTool("summary", mcp.WithOutputSchema[Summary]()), mcp.NewStructuredToolHandler(summarize) // good
//
// Category no-structured-result: a tool that declares an output schema
// and has a success path (error nil, not IsError) that returns a
// text-only result. Clients answer "has an output schema but did not
// return structured content". Typed handlers are exempt: the SDK fills
// structuredContent from the returned value.
//
//	return mcp.NewToolResultText(summary), nil                // bad
//	return mcp.NewToolResultStructured(report, summary), nil // good
//
// Category empty-structured-result: a go-sdk typed handler whose every
// successful return gives the zero value of its Out struct beside a
// result that carries the answer in its content. go-sdk marshals the
// zero value into structuredContent and advertises the schema inferred
// from Out, so a reader of the structured answer gets only empty fields.
//
//	return textResult(string(b)), Out{}, nil        // bad
//	return nil, Out{Data: string(b)}, nil           // good (or Out = any)
//
// Category non-object-structured: a go-sdk typed handler with Out = any
// that returns an array or a primitive on a successful call while the
// server cannot speak MCP 2026-07-28 (go-sdk before v1.7.0, or -mcp.spec
// older): structuredContent must then be an object, and clients that
// validate results reject the answer. The same for a handler that builds
// its result itself, without an output schema (mcp-go before v1.0.0,
// go-sdk's Server.AddTool): a value whose type encodes as an array or a
// primitive given to NewToolResultStructured, NewToolResultStructuredOnly
// or NewToolResultJSON, or set as StructuredContent.
//
//	return nil, []string{dir}, nil                      // bad before 2026-07-28
//	return nil, Listing{Items: []string{dir}}, nil      // good
//	return mcp.NewToolResultStructured(members, "ok"), nil                                 // bad before 2026-07-28
//	return mcp.NewToolResultStructured(map[string]any{"members": members}, "ok"), nil      // good
//
// Category inference-trap: a type whose schema, as go-sdk mcp.AddTool and
// mcp-go v0.46.0+ WithOutputSchema[T]/WithInputSchema[T] infer it with
// google/jsonschema-go, disagrees with encoding/json (an embedded struct
// with a JSON name is flattened by inference but nested by encoding/json;
// the ,string option is ignored; a type written by its MarshalText alone,
// such as uuid.UUID, is described by its structure, an array of 16
// integers, while encoding/json writes a string; json.RawMessage, alone
// or as an element, and []byte in an output type are described as arrays
// of integers, while encoding/json writes the JSON held and base64), or
// that inference refuses (a jsonschema
// tag that starts with WORD=: go-sdk panics in mcp.AddTool, mcp-go
// silently registers the tool without the schema). mcp-go before v0.46.0
// used invopop/jsonschema, whose tag dialect is different: it is not
// checked.
//
//	type Out struct { Meta `json:"meta"` }                       // bad
//	type Out struct { Meta Meta `json:"meta"` }                  // good
//	City string `json:"city" jsonschema:"description=the city"` // bad
//	City string `json:"city" jsonschema:"the city"`             // good
//
// Opt-in categories (-mcp.strict). any-field: a field of type any or
// interface{} in a type whose schema the SDK infers, described as the
// schema true, which some clients reject (go-sdk #731).
//
//	Data any `json:"data"`          // bad with -mcp.strict
//	Data []Row `json:"data"`        // good
//
// error-without-structured: an error result of a raw handler of a tool
// with an output schema that carries no structuredContent (the spec has
// no exception for isError; every SDK exempts error results).
//
//	return mcp.NewToolResultError("no query"), nil                                                  // bad with -mcp.strict
//	return &mcp.CallToolResult{IsError: true, StructuredContent: Out{}, Content: ...}, nil          // good
//
// typed-error-result: a go-sdk typed handler that returns an IsError
// result with a zero Out and a nil error; the zero Out is attached and
// validated.
//
//	return &mcp.CallToolResult{IsError: true}, Out{}, nil // bad with -mcp.strict
//	return nil, Out{}, err                                // good
package schemadrift
