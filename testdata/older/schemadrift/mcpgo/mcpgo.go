// Package mcpgo checks mcp-go v0.43.2 tools: schemas inferred with
// invopop/jsonschema.
package mcpgo

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Args struct {
	// The invopop dialect is right for this version.
	City string `json:"city" jsonschema:"required,description=the city"`
}

type Asset struct {
	ID string `json:"id"`
}

type Report struct {
	Title string `json:"title"`
	Score int    `json:"score"`
}

type Summary struct {
	Headline string `json:"headline"`
}

type Meta struct {
	Source string `json:"source"`
}

type Nested struct {
	Meta `json:"meta"`
}

func assets(ctx context.Context, req mcp.CallToolRequest, args Args) ([]Asset, error) {
	return nil, nil
}

func summary(ctx context.Context, req mcp.CallToolRequest, args Args) (Summary, error) {
	return Summary{}, nil
}

func report(ctx context.Context, req mcp.CallToolRequest, args Args) (Report, error) {
	return Report{}, nil
}

func nested(ctx context.Context, req mcp.CallToolRequest, args Args) (Nested, error) {
	return Nested{}, nil
}

func text(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("ok"), nil // want `tool "text" declares an outputSchema but this success path returns no structuredContent: .*`
}

func structured(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultStructured(Report{Title: "t"}, "t"), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("assets", mcp.WithInputSchema[Args](), mcp.WithOutputSchema[[]Asset]()), mcp.NewStructuredToolHandler(assets))  // want `outputSchema of tool "assets" is inferred from \[\]Asset, which encodes as an array, but mcp-go forces .*`
	s.AddTool(mcp.NewTool("summary", mcp.WithInputSchema[Args](), mcp.WithOutputSchema[Report]()), mcp.NewStructuredToolHandler(summary)) // want `outputSchema of tool "summary" is inferred from Report but the handler returns Summary, whose JSON does not fit it .*`
	s.AddTool(mcp.NewTool("report", mcp.WithInputSchema[Args](), mcp.WithOutputSchema[Report]()), mcp.NewStructuredToolHandler(report))
	// invopop nests a named embedded struct like encoding/json: no trap here.
	s.AddTool(mcp.NewTool("nested", mcp.WithOutputSchema[Nested]()), mcp.NewStructuredToolHandler(nested))
	s.AddTool(mcp.NewTool("text", mcp.WithOutputSchema[Report]()), text)
	s.AddTool(mcp.NewTool("structured", mcp.WithRawOutputSchema(json.RawMessage(`{"type":"object","properties":{"score":{"type":"string"}}}`))), structured) // want `outputSchema of tool "structured" disagrees with Report at /properties/score/type: .*`
}
