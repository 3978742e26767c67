// Package traps holds types on which the SDKs' schema inference and
// encoding/json disagree.
package traps

import (
	"context"

	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Meta struct {
	Source string `json:"source"`
}

// Nested embeds Meta under a JSON name: encoding/json nests it, the
// inference flattens it.
type Nested struct {
	Meta `json:"meta"`
	ID   string `json:"id"`
}

// Flat embeds Meta without a name: both flatten it.
type Flat struct {
	Meta
	ID string `json:"id"`
}

// Quoted writes its count as a JSON string.
type Quoted struct {
	Count int    `json:"count,string"`
	Name  string `json:"name,string"` // a string stays a string
}

// Described uses the invopop tag dialect.
type Described struct {
	City string `json:"city" jsonschema:"description=the city"`
}

// Plain uses a plain description.
type Plain struct {
	City string `json:"city" jsonschema:"the city, e.g. Paris"`
}

// Enum uses mcp-go's enum= options.
type Enum struct {
	Unit string `json:"unit" jsonschema:"enum=c,enum=f"`
}

// Wrapper reaches a trap through a slice.
type Wrapper struct {
	Items []Quoted `json:"items"`
}

func nested(ctx context.Context, req *gomcp.CallToolRequest, in Plain) (*gomcp.CallToolResult, Nested, error) {
	return nil, Nested{}, nil
}

func flat(ctx context.Context, req *gomcp.CallToolRequest, in Plain) (*gomcp.CallToolResult, Flat, error) {
	return nil, Flat{}, nil
}

func quoted(ctx context.Context, req *gomcp.CallToolRequest, in Quoted) (*gomcp.CallToolResult, Wrapper, error) {
	return nil, Wrapper{}, nil
}

func described(ctx context.Context, req *gomcp.CallToolRequest, in Described) (*gomcp.CallToolResult, Flat, error) {
	return nil, Flat{}, nil
}

func explicit(ctx context.Context, req *gomcp.CallToolRequest, in Plain) (*gomcp.CallToolResult, Nested, error) {
	return nil, Nested{}, nil
}

func RegisterGoSDK(s *gomcp.Server) {
	gomcp.AddTool(s, &gomcp.Tool{Name: "nested"}, nested) // want `the outputSchema inferred from Nested for tool "nested" flattens embedded field Meta although its json tag nests it under "meta" as encoding/json does: go-sdk rejects every result of the handler \(JSON-RPC error "validating tool output"\); .*`
	gomcp.AddTool(s, &gomcp.Tool{Name: "flat"}, flat)
	gomcp.AddTool(s, &gomcp.Tool{Name: "quoted"}, quoted)       // want `the inputSchema inferred from Quoted for tool "quoted" ignores the ,string option of field Count: the schema says integer but encoding/json writes a string; arguments sent as the schema says fail to unmarshal, .*` `the outputSchema inferred from Wrapper for tool "quoted" ignores the ,string option of field Count: .*go-sdk rejects every result.*`
	gomcp.AddTool(s, &gomcp.Tool{Name: "described"}, described) // want `the jsonschema tag "description=the city" of field City in Described is not a plain description, which the google/jsonschema-go inference of tool "described" requires: mcp.AddTool panics at start-up \("tag must not begin with 'WORD='"\); .*`
	// An explicit output schema is not inferred; the input still is.
	gomcp.AddTool(s, &gomcp.Tool{Name: "explicit", OutputSchema: map[string]any{"type": "object"}}, explicit)
}

func handler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultJSON(Flat{})
}

func RegisterMCPGo(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("described", mcp.WithInputSchema[Described](), mcp.WithOutputSchema[Flat]()), handler) // want `the jsonschema tag "description=the city" of field City in Described is not a plain description, .*: mcp-go prints the error to stderr and registers the tool without an inputSchema; .*`
	s.AddTool(mcp.NewTool("enum", mcp.WithInputSchema[Enum](), mcp.WithOutputSchema[Flat]()), handler)
	s.AddTool(mcp.NewTool("plain", mcp.WithInputSchema[Plain](), mcp.WithOutputSchema[Flat]()), handler)
	s.AddTool(mcp.NewTool("nested_out", mcp.WithOutputSchema[Nested]()), handler) // want `the outputSchema inferred from Nested for tool "nested_out" flattens embedded field Meta .*: clients that validate reject every result; .*` `outputSchema of tool "nested_out" is inferred from Nested but the handler returns Flat.*`
}
