// Package recursive uses recursive Go types as a tool's Out and as
// structuredContent, against explicit output schemas that recurse with
// $ref or not at all. schemadrift must terminate and report only what a
// finite walk can prove.
package recursive

import (
	"context"
	"encoding/json"

	"github.com/google/jsonschema-go/jsonschema"
	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	ID string `json:"id"`
}

// key reads ID: the argument is used (inputdrift's declared-unread is not
// what this fixture is about).
func (in In) key() string { return in.ID }

var _ = In.key

// List is directly recursive through a pointer.
type List struct {
	Value int   `json:"value"`
	Next  *List `json:"next,omitempty"`
}

// Dir and File are mutually recursive through a slice and a map.
type Dir struct {
	Name  string          `json:"name"`
	Files []File          `json:"files"`
	Subs  map[string]*Dir `json:"subs,omitempty"`
}

type File struct {
	Name   string `json:"name"`
	Parent *Dir   `json:"parent,omitempty"`
}

// Node embeds a pointer to itself: encoding/json does not follow
// embedded pointer cycles, so Node has only its own fields.
type Node struct {
	*Node
	ID string `json:"id"`
}

// Self is a named slice of itself.
type Self []Self

func list(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, List, error) {
	return nil, List{Value: 1}, nil
}

func dir(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, *Dir, error) {
	return nil, &Dir{}, nil
}

func node(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Node, error) {
	return nil, Node{}, nil
}

func self(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Self, error) {
	return nil, nil, nil
}

func rawList(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	l := &List{Value: 1, Next: &List{Value: 2}}
	return &mcp.CallToolResult{StructuredContent: l}, nil
}

var object = json.RawMessage(`{"type":"object"}`)

// listSchema recurses with $ref, as jsonschema-go cannot infer it.
const listSchema = `{"type":"object","properties":{"value":{"type":"integer"},"next":{"$ref":"#"}},"required":["value"]}`

func RegisterGoSDK(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "list", OutputSchema: json.RawMessage(listSchema)}, list)
	mcp.AddTool(s, &mcp.Tool{Name: "list_flat",
		OutputSchema: json.RawMessage(`{"type":"object","properties":{"value":{"type":"integer"},"next":{"type":"object"}}}`)}, list)
	mcp.AddTool(s, &mcp.Tool{Name: "list_bad",
		OutputSchema: json.RawMessage(`{"type":"object","properties":{"value":{"type":"string"},"next":{"$ref":"#"}}}`)}, list) // want `schemadrift: outputSchema of tool "list_bad" disagrees with List at /properties/value/type`
	// Where List refers to itself the walk stops: what is below is not
	// compared (silence), however deep the schema goes.
	mcp.AddTool(s, &mcp.Tool{Name: "list_deep",
		OutputSchema: json.RawMessage(`{"type":"object","properties":{"next":{"type":"object","properties":{"next":{"type":"object","properties":{"value":{"type":"boolean"}}}}}}}`)}, list)
	mcp.AddTool(s, &mcp.Tool{Name: "dir",
		OutputSchema: &jsonschema.Schema{Type: "object", Properties: map[string]*jsonschema.Schema{
			"name":  {Type: "string"},
			"files": {Types: []string{"array", "null"}, Items: &jsonschema.Schema{Ref: "#/$defs/file"}},
		},
			Defs: map[string]*jsonschema.Schema{"file": {Type: "object", Properties: map[string]*jsonschema.Schema{
				"name":   {Type: "string"},
				"parent": {Ref: "#"},
			}}},
		}}, dir)
	mcp.AddTool(s, &mcp.Tool{Name: "dir_bad",
		OutputSchema: json.RawMessage(`{"type":"object","properties":{"files":{"type":"array"}}}`)}, dir) // want `schemadrift: outputSchema of tool "dir_bad" disagrees with Dir at /properties/files: Go \[\]recursive.File can encode as null`
	mcp.AddTool(s, &mcp.Tool{Name: "node", OutputSchema: json.RawMessage(`{"type":"object","properties":{"id":{"type":"string"}}}`)}, node)
	mcp.AddTool(s, &mcp.Tool{Name: "self", OutputSchema: json.RawMessage(`{"type":"array","items":{"$ref":"#"}}`)}, self)
	s.AddTool(&mcp.Tool{Name: "raw_list", InputSchema: object, OutputSchema: json.RawMessage(listSchema)}, rawList)
	s.AddTool(&mcp.Tool{Name: "raw_list_bad", InputSchema: object,
		OutputSchema: json.RawMessage(`{"type":"object","properties":{"value":{"type":"string"}}}`)}, rawList) // want `schemadrift: outputSchema of tool "raw_list_bad" disagrees with List at /properties/value/type`
}

func mcpgoList(ctx context.Context, req mcpgo.CallToolRequest, in In) (List, error) {
	return List{}, nil
}

// Flat is not recursive: mcp-go infers its schema.
type Flat struct {
	Name string `json:"name"`
}

func RegisterMCPGo(s *server.MCPServer) {
	// jsonschema-go fails on recursive types ("cycle detected"): mcp-go
	// prints the error and declares no output schema, so there is nothing
	// the handler's List could disagree with.
	s.AddTool(mcpgo.NewTool("list_mcpgo", mcpgo.WithOutputSchema[List]()), mcpgo.NewStructuredToolHandler(mcpgoList))
	s.AddTool(mcpgo.NewTool("dir_mcpgo", mcpgo.WithOutputSchema[Dir]()), mcpgo.NewStructuredToolHandler(mcpgoList))
	s.AddTool(mcpgo.NewTool("self_mcpgo", mcpgo.WithOutputSchema[Self]()), mcpgo.NewStructuredToolHandler(mcpgoList))
	s.AddTool(mcpgo.NewTool("node_mcpgo", mcpgo.WithOutputSchema[Node]()), mcpgo.NewStructuredToolHandler(mcpgoList)) // want `schemadrift: outputSchema of tool "node_mcpgo" is inferred from Node but the handler returns List`
	s.AddTool(mcpgo.NewTool("flat_mcpgo", mcpgo.WithOutputSchema[Flat]()), mcpgo.NewStructuredToolHandler(mcpgoList)) // want `schemadrift: outputSchema of tool "flat_mcpgo" is inferred from Flat but the handler returns List`
}
