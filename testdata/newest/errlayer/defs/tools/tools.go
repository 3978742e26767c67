// Package tools defines tools the way github-mcp-server does: each
// function returns a definition paired with a handler through a helper
// of another package, and a loop elsewhere registers them.
package tools

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/errlayer/defs/inv"
)

type weatherArgs struct {
	City string `json:"city"`
}

func fetchWeather(ctx context.Context, city string) (string, error) {
	if city == "" {
		return "", errors.New("no such city")
	}
	return "sunny", ctx.Err()
}

// toolDeps is what every handler of this toolset receives.
type toolDeps struct{ region string }

// newTool pairs a definition with a handler that also takes deps; the
// handler's errors go where inv.NewTypedTool sends them.
func newTool[In, Out any](tool mcp.Tool, h func(ctx context.Context, deps toolDeps, req *mcp.CallToolRequest, args In) (*mcp.CallToolResult, Out, error)) inv.ServerTool {
	return inv.NewTypedTool(tool, func(ctx context.Context, req *mcp.CallToolRequest, args In) (*mcp.CallToolResult, Out, error) {
		return h(ctx, toolDeps{}, req, args)
	})
}

// GetWeather is a tool whose upstream failure reaches JSON-RPC.
func GetWeather() inv.ServerTool {
	return newTool(
		mcp.Tool{Name: "get_weather", InputSchema: map[string]any{"type": "object"}},
		func(ctx context.Context, deps toolDeps, _ *mcp.CallToolRequest, args weatherArgs) (*mcp.CallToolResult, any, error) {
			w, err := fetchWeather(ctx, args.City)
			if err != nil {
				return nil, nil, fmt.Errorf("weather service: %w", err) // want `tool "get_weather": go-sdk sends this error as a JSON-RPC error with code 0`
			}
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: w}}}, nil, nil
		},
	)
}

// GetForecast uses the same toolset helper directly from inv.
func GetForecast() inv.ServerTool {
	return inv.NewTypedTool(mcp.Tool{Name: "get_forecast", InputSchema: map[string]any{"type": "object"}},
		func(ctx context.Context, _ *mcp.CallToolRequest, args weatherArgs) (*mcp.CallToolResult, any, error) {
			w, err := fetchWeather(ctx, args.City)
			if err != nil {
				return nil, nil, err // want `tool "get_forecast": go-sdk sends this error as a JSON-RPC error with code 0`
			}
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: w}}}, nil, nil
		})
}

// GetAlerts looks the same, but its helper turns errors into results:
// no finding.
func GetAlerts() inv.ServerTool {
	return inv.NewSafeTool(mcp.Tool{Name: "get_alerts", InputSchema: map[string]any{"type": "object"}},
		func(ctx context.Context, _ *mcp.CallToolRequest, args weatherArgs) (*mcp.CallToolResult, any, error) {
			w, err := fetchWeather(ctx, args.City)
			if err != nil {
				return nil, nil, err
			}
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: w}}}, nil, nil
		})
}

// RegisterRadar registers through mcp.AddTool in the helper: errors are
// isError results, no finding.
func RegisterRadar(s *mcp.Server) {
	inv.NewRegisteredTool(s, &mcp.Tool{Name: "get_radar"},
		func(ctx context.Context, _ *mcp.CallToolRequest, args weatherArgs) (*mcp.CallToolResult, any, error) {
			w, err := fetchWeather(ctx, args.City)
			if err != nil {
				return nil, nil, err
			}
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: w}}}, nil, nil
		})
}

// Stored keeps its handler where the model cannot follow it: silent.
func Stored() inv.Store {
	return inv.Store{
		Tool: mcp.Tool{Name: "get_stored"},
		Handler: func(ctx context.Context, _ *mcp.CallToolRequest, args map[string]any) (*mcp.CallToolResult, any, error) {
			w, err := fetchWeather(ctx, "x")
			if err != nil {
				return nil, nil, err
			}
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: w}}}, nil, nil
		},
	}
}

// GetRaw: a marshal failure is the server's own error, which the spec
// keeps on the JSON-RPC layer: no finding.
func GetRaw() inv.ServerTool {
	return inv.NewTypedTool(mcp.Tool{Name: "get_raw", InputSchema: map[string]any{"type": "object"}},
		func(ctx context.Context, _ *mcp.CallToolRequest, args weatherArgs) (*mcp.CallToolResult, any, error) {
			b, err := json.Marshal(args)
			if err != nil {
				return nil, nil, fmt.Errorf("failed to marshal response: %w", err)
			}
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil, nil
		})
}
