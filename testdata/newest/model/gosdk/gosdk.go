// want package:"uses mcp"

// Package gosdk registers tools with the official go-sdk in every style
// the model must follow.
package gosdk

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

const prefix = "weather"

type In struct {
	City string `json:"city"`
}

type Out struct {
	Temperature float64 `json:"temperature"`
}

func rawHandler(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{}, nil
}

func typedHandler(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

func typedShape(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

func failing(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, fmt.Errorf("upstream down")
}

type service struct{ srv *mcp.Server }

func (s *service) search(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

// newForecast is a factory: it returns a closure.
func newForecast(days int) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, fmt.Errorf("no forecast for %d days", days)
	}
}

// adapt turns a typed-shape handler into a raw one, passing errors on
// (github-mcp-server does this).
func adapt[In, Out any](h mcp.ToolHandlerFor[In, Out]) mcp.ToolHandler { // want adapt:"wrapper\\(0\\) passes"
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var in In
		res, _, err := h(ctx, req, in)
		return res, err
	}
}

// safe turns handler errors into isError results.
func safe(h mcp.ToolHandler) mcp.ToolHandler { // want safe:"wrapper\\(0\\) converts"
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := h(ctx, req)
		if err != nil {
			r := &mcp.CallToolResult{}
			r.SetError(err)
			return r, nil
		}
		return res, nil
	}
}

// Register is called from another package with the server.
func Register(s *mcp.Server) { // want Register:"registers\\(registered_elsewhere\\) on param 0" Register:"mutates tools: gosdk.Register \\(\\*mcp.Server\\).AddTool"
	s.AddTool(&mcp.Tool{Name: "registered_elsewhere", InputSchema: json.RawMessage(`{"type":"object"}`)}, rawHandler)
}

func Setup() { // want Setup:"mutates tools: gosdk.Setup \\(\\*mcp.Server\\).AddTool"
	s := mcp.NewServer(&mcp.Implementation{Name: "x", Version: "1"}, nil)
	svc := &service{srv: s}

	// 1. raw, func literal, literal name
	s.AddTool(&mcp.Tool{Name: "lit_raw", InputSchema: &jsonschema.Schema{Type: "object"}}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, nil
	})
	// 2. raw, named function, constant concatenation
	s.AddTool(&mcp.Tool{Name: prefix + "_raw", InputSchema: &jsonschema.Schema{Type: "object"}}, rawHandler)
	// 3. typed, named function, inferred schemas
	mcp.AddTool(s, &mcp.Tool{Name: "typed_named"}, typedHandler)
	// 4. typed, func literal with an explicit JSON output schema
	mcp.AddTool(s, &mcp.Tool{Name: "typed_lit", OutputSchema: json.RawMessage(`{"type":"object","properties":{"temperature":{"type":"number"}}}`)},
		func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
			return nil, Out{}, nil
		})
	// 5. method value on a struct field server, fmt.Sprintf name
	svc.srv.AddTool(&mcp.Tool{Name: fmt.Sprintf("%s_search", prefix), InputSchema: &jsonschema.Schema{Type: "object"}}, svc.search)
	// 6. closure from a factory, tool held in a variable
	tool := &mcp.Tool{Name: "forecast", InputSchema: &jsonschema.Schema{Type: "object"}}
	s.AddTool(tool, newForecast(3))
	// 7. typed shape adapted to raw by a generic adapter: raw semantics
	s.AddTool(&mcp.Tool{Name: "adapted", InputSchema: &jsonschema.Schema{Type: "object"}}, adapt(typedShape))
	// 8. a user wrapper that converts errors
	s.AddTool(&mcp.Tool{Name: "wrapped", InputSchema: &jsonschema.Schema{Type: "object"}}, safe(failing))
	// 9. a Go-literal output schema
	s.AddTool(&mcp.Tool{
		Name:         "go_schema",
		InputSchema:  &jsonschema.Schema{Type: "object"},
		OutputSchema: &jsonschema.Schema{Type: "object", Required: []string{"temperature"}, Properties: map[string]*jsonschema.Schema{"temperature": {Type: "number"}}},
	}, rawHandler)
	// 10. a name computed at run time: unknown
	name := readName()
	s.AddTool(&mcp.Tool{Name: name, InputSchema: &jsonschema.Schema{Type: "object"}}, rawHandler)
	Register(s)
}

func readName() string { return fmt.Sprint("x", len(readArgs)) }

var readArgs []string
