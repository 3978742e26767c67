// Package gosdk holds go-sdk tools whose output schema is written by hand.
package gosdk

import (
	"context"
	"encoding/json"
	"os"
	"time"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	City string `json:"city"`
}

// Weather is what the typed tools return.
type Weather struct {
	Temp     float64  `json:"temp"`
	Humidity int      `json:"humidity"`
	Note     *string  `json:"note,omitempty"`
	Station  string   `json:"station,omitempty"`
	Tags     []string `json:"tags,omitempty"`
}

func weather(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Weather, error) {
	return nil, Weather{Temp: 21.5}, nil
}

// Stamp has its own JSON: nothing is known about it.
type Stamp struct{ t time.Time }

func (s Stamp) MarshalJSON() ([]byte, error) { return json.Marshal(s.t.Unix()) }

func stamp(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Stamp, error) {
	return nil, Stamp{}, nil
}

func anything(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	return nil, map[string]any{"x": 1}, nil
}

func raw(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{StructuredContent: Weather{Temp: 1}}, nil
}

func list(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{StructuredContent: []string{"a"}}, nil
}

func textOnly(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.Params.Name == "" {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "no name"}}}, nil // fine: an error result
	}
	if req.Params.Arguments == nil {
		return nil, context.Canceled // fine: not a success path
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "sunny"}}}, nil // want `tool "text_only" declares an outputSchema but this success path returns no structuredContent: clients that validate fail the call with "has an output schema but did not return structured content"; set StructuredContent on the result`
}

type errorBody struct {
	Code int `json:"code"`
}

func structured(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.Params.Name == "" {
		// fine: error results are not validated against the schema
		return &mcp.CallToolResult{IsError: true, StructuredContent: errorBody{Code: 7}}, nil
	}
	w := Weather{}
	return &mcp.CallToolResult{StructuredContent: w, Content: []mcp.Content{&mcp.TextContent{Text: "{}"}}}, nil
}

// schemaFromFile is not a literal: the model cannot see the schema.
func schemaFromFile() json.RawMessage {
	b, _ := os.ReadFile("weather.schema.json")
	return b
}

// matching accepts Weather: humidity is a Go int under "number", note
// and station are optional, tags is optional.
const matching = `{"type":"object","properties":{"temp":{"type":"number"},"humidity":{"type":"number"},"note":{"type":"string"},"station":{"type":"string"},"tags":{"type":"array","items":{"type":"string"}}},"required":["temp","humidity"],"additionalProperties":false}`

func Register(s *mcp.Server) {
	// Invalid literals.
	s.AddTool(&mcp.Tool{Name: "not_json", InputSchema: json.RawMessage(`{"type":"object"}`),
		OutputSchema: json.RawMessage(`{"type": "object",}`)}, raw) // want `outputSchema of tool "not_json" is unusable: schema is not valid JSON: .*`
	s.AddTool(&mcp.Tool{Name: "not_schema", InputSchema: json.RawMessage(`{"type":"object"}`),
		OutputSchema: json.RawMessage(`{"type": "objekt"}`)}, structured) // want `outputSchema of tool "not_schema" is unusable: invalid JSON Schema: .*`
	s.AddTool(&mcp.Tool{Name: "bad_input", InputSchema: json.RawMessage(`{"type":"array"}`)}, raw) // want `inputSchema of tool "bad_input" has type array at the root: every spec version requires type "object" .*`

	// Explicit schema against the typed handler's Out.
	mcp.AddTool(s, &mcp.Tool{Name: "float_under_integer",
		OutputSchema: json.RawMessage(`{"type":"object","properties":{"temp":{"type":"integer"}}}`)}, weather) // want `outputSchema of tool "float_under_integer" disagrees with Weather at /properties/temp/type: Go float64 encodes as .* but the schema wants integer; go-sdk turns such calls into JSON-RPC errors \(validating tool output: at '/temp': got number, want integer\), make the schema's type match.*`
	mcp.AddTool(s, &mcp.Tool{Name: "required_optional",
		OutputSchema: json.RawMessage(`{"type":"object","required":["temp","station"]}`)}, weather) // want `outputSchema of tool "required_optional" disagrees with Weather at /required/1: the schema requires property "station" but Go field Station can leave it out \(omitempty\); go-sdk turns .*drop omitempty.*`
	mcp.AddTool(s, &mcp.Tool{Name: "forbidden",
		OutputSchema: &jsonschema.Schema{Type: "object", Properties: map[string]*jsonschema.Schema{"temp": {Type: "number"}, "humidity": {Type: "integer"}}, AdditionalProperties: &jsonschema.Schema{Not: &jsonschema.Schema{}}}}, weather) // want `outputSchema of tool "forbidden" disagrees with Weather at /additionalProperties: Go field Note emits property "note" but the schema forbids it.*; at /additionalProperties: Go field Station emits property "station".*; at /additionalProperties: Go field Tags emits property "tags".*`
	mcp.AddTool(s, &mcp.Tool{Name: "missing",
		OutputSchema: map[string]any{"type": "object", "required": []string{"temp", "wind"}}}, weather) // want `outputSchema of tool "missing" disagrees with Weather at /required/1: the schema requires property "wind" but Go gosdk.Weather never emits it.*`

	// Explicit schema against a raw handler's StructuredContent.
	s.AddTool(&mcp.Tool{Name: "raw_drift", InputSchema: json.RawMessage(`{"type":"object"}`),
		OutputSchema: json.RawMessage(`{"type":"object","properties":{"humidity":{"type":"string"}}}`)}, raw) // want `outputSchema of tool "raw_drift" disagrees with Weather at /properties/humidity/type: Go int encodes as .* but the schema wants string; clients that validate reject such results .*`
	s.AddTool(&mcp.Tool{Name: "text_only", InputSchema: json.RawMessage(`{"type":"object"}`),
		OutputSchema: json.RawMessage(matching)}, textOnly)

	// Negatives.
	mcp.AddTool(s, &mcp.Tool{Name: "matching", OutputSchema: json.RawMessage(matching)}, weather)
	mcp.AddTool(s, &mcp.Tool{Name: "inferred"}, weather)
	mcp.AddTool(s, &mcp.Tool{Name: "go_value_matching", OutputSchema: &jsonschema.Schema{
		Type:       "object",
		Properties: map[string]*jsonschema.Schema{"temp": {Type: "number"}, "humidity": {Type: "integer"}, "note": {Type: "string"}},
		Required:   []string{"temp", "humidity"},
	}}, weather)
	mcp.AddTool(s, &mcp.Tool{Name: "opaque", OutputSchema: json.RawMessage(`{"type":"object","required":["x"]}`)}, stamp)
	mcp.AddTool(s, &mcp.Tool{Name: "any_out", OutputSchema: json.RawMessage(`{"type":"object","required":["x"]}`)}, anything)
	mcp.AddTool(s, &mcp.Tool{Name: "unknown_schema", OutputSchema: schemaFromFile()}, weather)
	s.AddTool(&mcp.Tool{Name: "no_schema", InputSchema: json.RawMessage(`{"type":"object"}`)}, textOnly)
	s.AddTool(&mcp.Tool{Name: "structured", InputSchema: json.RawMessage(`{"type":"object"}`), OutputSchema: json.RawMessage(matching)}, structured)
	s.AddTool(&mcp.Tool{Name: "array_root", InputSchema: json.RawMessage(`{"type":"object"}`),
		OutputSchema: json.RawMessage(`{"type":"array","items":{"type":"string"}}`)}, list) // fine at 2026-07-28
}
