// Package strict checks the opt-in rules of -mcp.strict.
package strict

import (
	"context"
	"encoding/json"
	"errors"

	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type In struct {
	Query string `json:"query"`
}

type Out struct {
	Data  any            `json:"data"` // inferred as true
	Extra map[string]any `json:"extra,omitempty"`
	Count int            `json:"count"`
}

type Plain struct {
	Count int `json:"count"`
}

func typed(ctx context.Context, req *gomcp.CallToolRequest, in In) (*gomcp.CallToolResult, Plain, error) {
	if in.Query == "" {
		return &gomcp.CallToolResult{IsError: true}, Plain{}, nil // want `tool "typed" returns an IsError result with a nil error: go-sdk attaches the zero Out .*`
	}
	if in.Query == "x" {
		return nil, Plain{}, errors.New("bad query") // fine: the idiom
	}
	if in.Query == "y" {
		return &gomcp.CallToolResult{IsError: true}, Plain{Count: -1}, nil // fine: a conforming Out
	}
	return nil, Plain{Count: 1}, nil
}

func anyOut(ctx context.Context, req *gomcp.CallToolRequest, in In) (*gomcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

func raw(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("q", "") == "" {
		return mcp.NewToolResultError("no query"), nil // want `tool "raw" declares an outputSchema but this error result has no structuredContent: .*`
	}
	return mcp.NewToolResultStructuredOnly(Plain{}), nil
}

func RegisterGoSDK(s *gomcp.Server) {
	gomcp.AddTool(s, &gomcp.Tool{Name: "typed"}, typed)
	gomcp.AddTool(s, &gomcp.Tool{Name: "any_out"}, anyOut) // want `field Data of Out has type any, which the outputSchema inferred for tool "any_out" describes as the schema true: .*properties.data.*`
}

func RegisterMCPGo(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("raw", mcp.WithRawOutputSchema(json.RawMessage(`{"type":"object","properties":{"count":{"type":"integer"}}}`))), raw)
	s.AddTool(mcp.NewTool("no_schema"), raw)
}
