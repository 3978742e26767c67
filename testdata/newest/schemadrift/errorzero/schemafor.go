package errorzero

import (
	"context"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Summary holds its counts in a struct value: the zero Summary's Counts
// encodes as null too.
type Summary struct {
	Total  int    `json:"total"`
	Counts Counts `json:"counts"`
}

type Counts struct {
	ByKind map[string]int `json:"by_kind"`
}

// outputSchemaFor is the project's way to declare the schema the SDK
// would infer: jsonschema.For of its type parameter.
func outputSchemaFor[T any]() *jsonschema.Schema {
	s, err := jsonschema.For[T](nil)
	if err != nil {
		panic(err)
	}
	return s
}

func summarize(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, *Summary, error) {
	if in.Name == "" {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "name is required"}}}, nil, nil // want `tool "summarize": this isError result goes out with the zero Out, which go-sdk validates against the outputSchema; its "counts.by_kind" encodes as null`
	}
	return nil, &Summary{Counts: Counts{ByKind: map[string]int{}}}, nil
}

// summarizeOpts declares a schema inferred with options, which may
// change what it allows: not read.
func summarizeOpts(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, *Summary, error) {
	if in.Name == "" {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "name is required"}}}, nil, nil
	}
	return nil, &Summary{Counts: Counts{ByKind: map[string]int{}}}, nil
}

func RegisterSchemaFor(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "summarize", OutputSchema: outputSchemaFor[Summary]()}, summarize)
	opts, _ := jsonschema.For[Summary](&jsonschema.ForOptions{IgnoreInvalidTypes: true})
	mcp.AddTool(s, &mcp.Tool{Name: "summarize_opts", OutputSchema: opts}, summarizeOpts)
}
