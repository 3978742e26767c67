package gosdk

import (
	"context"
	"errors"
	"fmt"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// SearchArgs is decoded from arguments that the explicit InputSchema
// below describes, not from the schema go-sdk would infer.
type SearchArgs struct {
	Query  string `json:"query"`
	Limit  int    `json:"limit,omitempty"`
	Page   int    `json:"page,omitempty"`
	Sort   string `json:"sort,omitempty"`
	Secret string `json:"-"`
	Region string // no tag: the key is "Region"
}

func search(ctx context.Context, req *mcp.CallToolRequest, in SearchArgs) (*mcp.CallToolResult, any, error) {
	limit := in.Limit
	if limit == 0 {
		limit = 10
	}
	if in.Sort == "" { // want `tool "search": the handler fails the call without argument "sort"`
		return nil, nil, errors.New("sort is required")
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(in.Query, limit, in.Page, in.Secret, in.Region)}}}, nil, nil // want `tool "search": the handler reads argument "page" \(field Page of SearchArgs\), which the inputSchema literal does not declare`
}

// CountArgs declares limit a string where the struct holds an int: every
// schema-valid call that sends it fails to decode.
type CountArgs struct {
	Query string  `json:"query"`
	Limit int     `json:"limit"`
	Ratio float64 `json:"ratio"`
}

func count(ctx context.Context, req *mcp.CallToolRequest, in CountArgs) (*mcp.CallToolResult, any, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(in.Query, in.Limit, in.Ratio)}}}, nil, nil // want `tool "count": argument "limit" is declared string by the inputSchema literal, but the handler reads it as integer \(field Limit of CountArgs\)`
}

// PageArgs decodes "page", declared number, into an int: a fractional
// page passes the schema and fails to decode. "size", declared integer,
// and "ratio", declared number into a float64, are right.
type PageArgs struct {
	Page  int     `json:"page"`
	Size  int     `json:"size"`
	Ratio float64 `json:"ratio"`
}

func page(ctx context.Context, req *mcp.CallToolRequest, in PageArgs) (*mcp.CallToolResult, any, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(in.Page, in.Size, in.Ratio)}}}, nil, nil // want `tool "page": argument "page" is declared number by the inputSchema literal, but the handler decodes it into field Page \(int\), so a schema-valid fractional value such as 1.5 fails to decode`
}

func RegisterExplicit(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{
		Name: "page",
		InputSchema: &jsonschema.Schema{
			Type: "object",
			Properties: map[string]*jsonschema.Schema{
				"page":  {Type: "number"},
				"size":  {Type: "integer"},
				"ratio": {Type: "number"},
			},
		},
	}, page)
	mcp.AddTool(s, &mcp.Tool{
		Name: "search",
		InputSchema: &jsonschema.Schema{
			Type: "object",
			Properties: map[string]*jsonschema.Schema{
				"query":  {Type: "string"},
				"limit":  {Type: "integer"},
				"sort":   {Type: "string"},
				"region": {Type: "string"}, // a case-only difference: not reported
			},
			Required: []string{"query"},
		},
	}, search)
	mcp.AddTool(s, &mcp.Tool{
		Name: "count",
		InputSchema: &jsonschema.Schema{
			Type: "object",
			Properties: map[string]*jsonschema.Schema{
				"query": {Type: "string"},
				"limit": {Type: "string"},
				"ratio": {Type: "integer"}, // whole numbers decode into a float64
			},
		},
	}, count)
	// An open schema admits keys it does not list: nothing to report.
	mcp.AddTool(s, &mcp.Tool{
		Name: "search_open",
		InputSchema: &jsonschema.Schema{
			Type:                 "object",
			Properties:           map[string]*jsonschema.Schema{"query": {Type: "string"}},
			AdditionalProperties: &jsonschema.Schema{},
		},
	}, searchOpen)
	mcp.AddTool(s, &mcp.Tool{
		Name: "search_first_page",
		InputSchema: &jsonschema.Schema{
			Type:       "object",
			Properties: map[string]*jsonschema.Schema{"query": {Type: "string"}, "sort": {Type: "string"}},
		},
	}, func(ctx context.Context, req *mcp.CallToolRequest, in SearchArgs) (*mcp.CallToolResult, any, error) {
		return searchPage(in)
	})
}

func searchOpen(ctx context.Context, req *mcp.CallToolRequest, in SearchArgs) (*mcp.CallToolResult, any, error) {
	return searchPage(in)
}

// searchPage sets Page itself before reading it: not an argument read.
func searchPage(in SearchArgs) (*mcp.CallToolResult, any, error) {
	in.Page = 1
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(in.Query, in.Sort, in.Page)}}}, nil, nil
}
