// Package nilout: typed handlers whose Out is a pointer, on go-sdk v1.1.0,
// which puts the zero value in place of a nil Out only when it inferred
// the output schema itself.
package nilout

import (
	"context"
	"errors"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	ID string `json:"id"`
}

type Basho struct {
	Date string `json:"date"`
}

var errNotFound = errors.New("basho not found")

func lookup(ctx context.Context, id string) (*Basho, error) {
	if id == "" {
		return nil, errNotFound
	}
	return &Basho{Date: id}, nil
}

// getBasho declares its own output schema: a failure answered as an
// isError result with a nil *Basho becomes a JSON-RPC error.
func getBasho(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, *Basho, error) {
	out, err := lookup(ctx, in.ID)
	if err == nil {
		return nil, out, nil
	}
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil, nil // want `tool "get_basho": go-sdk v1.1.0 marshals this nil Out as structuredContent null .* the model never reads the isError result beside it`
}

// getBashoOK answers the same failure with a non-nil Out: the zero
// value conforms, and the isError result goes out.
func getBashoOK(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, *Basho, error) {
	out, err := lookup(ctx, in.ID)
	if err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, &Basho{}, nil
	}
	return nil, out, nil
}

// getBashoInferred lets go-sdk infer the schema: it substitutes the zero
// value for the nil Out.
func getBashoInferred(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, *Basho, error) {
	out, err := lookup(ctx, in.ID)
	if err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil, nil
	}
	return nil, out, nil
}

func Register(s *mcp.Server) {
	schema, err := jsonschema.For[Basho](nil)
	if err != nil {
		panic(err)
	}
	mcp.AddTool(s, &mcp.Tool{Name: "get_basho", OutputSchema: schema}, getBasho)
	mcp.AddTool(s, &mcp.Tool{Name: "get_basho_ok", OutputSchema: schema}, getBashoOK)
	mcp.AddTool(s, &mcp.Tool{Name: "get_basho_inferred"}, getBashoInferred)
}
