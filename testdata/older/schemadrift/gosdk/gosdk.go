// Package gosdk checks go-sdk v1.4.1 tools.
package gosdk

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	City string `json:"city" jsonschema:"the city"`
}

type Out struct {
	Temp    float64 `json:"temp"`
	Station string  `json:"station,omitempty"`
	Unit    string  `json:"unit"`
}

type Meta struct {
	Source string `json:"source"`
}

type Nested struct {
	Meta `json:"meta"`
}

func typed(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

func nested(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Nested, error) {
	return nil, Nested{}, nil
}

func raw(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.Params.Name == "x" {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "x"}}}, nil // want `tool "raw" declares an outputSchema but this success path returns no structuredContent: .*`
	}
	return &mcp.CallToolResult{StructuredContent: Out{}}, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "typed", OutputSchema: json.RawMessage(`{"type":"object","properties":{"temp":{"type":"integer"}},"required":["station"]}`)}, typed) // want `outputSchema of tool "typed" disagrees with Out at /properties/temp/type: .*; at /required/0: the schema requires property "station" but Go field Station can leave it out \(omitempty\).*`
	mcp.AddTool(s, &mcp.Tool{Name: "typed_ok", OutputSchema: json.RawMessage(`{"type":"object","properties":{"temp":{"type":"number"},"station":{"type":"string"},"unit":{"type":"string"}},"required":["temp","unit"]}`)}, typed)
	mcp.AddTool(s, &mcp.Tool{Name: "typed_inferred"}, typed)
	mcp.AddTool(s, &mcp.Tool{Name: "nested"}, nested) // want `the outputSchema inferred from Nested for tool "nested" flattens embedded field Meta .*`
	s.AddTool(&mcp.Tool{Name: "raw", InputSchema: json.RawMessage(`{"type":"object"}`), OutputSchema: json.RawMessage(`{"type":"object","properties":{"temp":{"type":"number"}}}`)}, raw)
}
