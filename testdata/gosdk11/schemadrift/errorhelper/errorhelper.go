// Package errorhelper: go-sdk v1.1.0 typed tools whose closures hand over
// to a function per tool, which answers failures through a helper of the
// package that builds the isError result. The zero Out beside it has nil
// slices, which the schema jsonschema-go v0.3.0 infers refuses: the call
// becomes a JSON-RPC error and the isError result is lost.
package errorhelper

import (
	"context"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Table string `json:"table"`
}

// Plan's moves are a slice: "array" without null in v0.3.0's inference.
type Plan struct {
	Moves []string `json:"moves"`
}

// Status's zero value conforms: no slice, no map.
type Status struct {
	State string `json:"state"`
}

// callError builds the isError answer, with a structured error object
// that go-sdk replaces by the marshalled Out.
func callError(code, msg string) *mcp.CallToolResult {
	return &mcp.CallToolResult{
		IsError:           true,
		StructuredContent: map[string]any{"code": code, "message": msg},
		Content:           []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf("%s: %s", code, msg)}},
	}
}

// maybeError is not always an isError result.
func maybeError(msg string) *mcp.CallToolResult {
	if msg == "" {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "ok"}}}
	}
	return callError("failed", msg)
}

var errNoTable = errors.New("no such table")

func plan(table string) ([]string, error) {
	if table == "" {
		return nil, errNoTable
	}
	return []string{table}, nil
}

func planTool(ctx context.Context, in In) (*mcp.CallToolResult, Plan, error) {
	if in.Table == "" {
		return callError("invalid_argument", "table is required"), Plan{}, nil // want `tool "plan": this isError result goes out with the zero Out, which go-sdk validates against the outputSchema; its "moves" encodes as null`
	}
	moves, err := plan(in.Table)
	if err != nil {
		return callError("internal", err.Error()), Plan{}, nil // want `tool "plan": this isError result goes out with the zero Out`
	}
	return nil, Plan{Moves: moves}, nil
}

// planFilled answers its failure beside an Out that conforms.
func planFilled(ctx context.Context, in In) (*mcp.CallToolResult, Plan, error) {
	if in.Table == "" {
		return callError("invalid_argument", "table is required"), Plan{Moves: []string{}}, nil
	}
	return nil, Plan{Moves: []string{in.Table}}, nil
}

// planMaybe's helper may answer a success: not judged.
func planMaybe(ctx context.Context, in In) (*mcp.CallToolResult, Plan, error) {
	if in.Table == "" {
		return maybeError(in.Table), Plan{}, nil
	}
	return nil, Plan{Moves: []string{in.Table}}, nil
}

// statusTool's zero Out conforms to its inferred schema.
func statusTool(ctx context.Context, in In) (*mcp.CallToolResult, Status, error) {
	if in.Table == "" {
		return callError("invalid_argument", "table is required"), Status{}, nil
	}
	return nil, Status{State: "ok"}, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "plan"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Plan, error) {
		return planTool(ctx, in)
	})
	mcp.AddTool(s, &mcp.Tool{Name: "plan_filled"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Plan, error) {
		return planFilled(ctx, in)
	})
	mcp.AddTool(s, &mcp.Tool{Name: "plan_maybe"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Plan, error) {
		return planMaybe(ctx, in)
	})
	mcp.AddTool(s, &mcp.Tool{Name: "status"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Status, error) {
		return statusTool(ctx, in)
	})
}
