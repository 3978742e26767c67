// Package errorzero: go-sdk typed handlers that answer a failure with an
// isError result beside the zero Out. go-sdk validates that zero value
// against the output schema; where the schema rejects it, the call
// becomes a JSON-RPC error and the isError result is lost.
package errorzero

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Name string `json:"name"`
}

// Tagged's map encodes as null when nil: the inferred schema says
// "object" (no null) and requires it.
type Tagged struct {
	Name   string            `json:"name"`
	Labels map[string]string `json:"labels"`
}

var errGone = errors.New("gone")

func lookup(name string) (map[string]string, error) {
	if name == "" {
		return nil, errGone
	}
	return map[string]string{"name": name}, nil
}

func tags(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Tagged, error) {
	labels, err := lookup(in.Name)
	if err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, Tagged{}, nil // want `tool "tags": this isError result goes out with the zero Out, which go-sdk validates against the outputSchema; its "labels" encodes as null`
	}
	return nil, Tagged{Name: in.Name, Labels: labels}, nil
}

// Reply's message is required by the declared schema but omitempty.
type Reply struct {
	Message string `json:"message,omitempty"`
	Count   int    `json:"count"`
}

var replySchema = map[string]any{
	"type":       "object",
	"required":   []any{"message"},
	"properties": map[string]any{"message": map[string]any{"type": "string"}, "count": map[string]any{"type": "integer"}},
}

func reply(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, *Reply, error) {
	if _, err := lookup(in.Name); err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil, nil // want `tool "reply": this isError result goes out with the zero Out, which go-sdk validates against the outputSchema; the schema rejects it`
	}
	return nil, &Reply{Message: "hi " + in.Name, Count: 1}, nil
}

// Plain's zero value conforms to its inferred schema: the isError result
// goes out as written.
type Plain struct {
	Name  string `json:"name"`
	Count int    `json:"count"`
}

func plain(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Plain, error) {
	if _, err := lookup(in.Name); err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, Plain{}, nil
	}
	return nil, Plain{Name: in.Name}, nil
}

// filled returns an Out that conforms beside its isError result.
func filled(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Tagged, error) {
	if _, err := lookup(in.Name); err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, Tagged{Labels: map[string]string{}}, nil
	}
	return nil, Tagged{Name: in.Name, Labels: map[string]string{}}, nil
}

// returned lets go-sdk build the isError result: no structuredContent.
func returned(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Tagged, error) {
	labels, err := lookup(in.Name)
	if err != nil {
		return nil, Tagged{}, err
	}
	return nil, Tagged{Name: in.Name, Labels: labels}, nil
}

// failed builds the isError answer for the tools below.
func failed(err error) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}
}

// tagsTool answers through failed, from a function the registered
// closure hands over to.
func tagsTool(in In) (*mcp.CallToolResult, Tagged, error) {
	labels, err := lookup(in.Name)
	if err != nil {
		return failed(err), Tagged{}, nil // want `tool "tags_helper": this isError result goes out with the zero Out`
	}
	return nil, Tagged{Name: in.Name, Labels: labels}, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "tags_helper"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Tagged, error) {
		return tagsTool(in)
	})
	mcp.AddTool(s, &mcp.Tool{Name: "tags"}, tags)
	mcp.AddTool(s, &mcp.Tool{Name: "reply", OutputSchema: replySchema}, reply) // want `outputSchema of tool "reply" disagrees with Reply at /required/0`
	mcp.AddTool(s, &mcp.Tool{Name: "plain"}, plain)
	mcp.AddTool(s, &mcp.Tool{Name: "filled"}, filled)
	mcp.AddTool(s, &mcp.Tool{Name: "returned"}, returned)
}
