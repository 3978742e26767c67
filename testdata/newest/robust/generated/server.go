// Package generated registers tools from a generated file (the header
// "// Code generated ... DO NOT EDIT.") and from hand-written code. mcplint
// reports nothing positioned in the generated file; what is positioned in
// hand-written code is reported as usual.
package generated

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type impl struct{}

func (impl) getForecast(ctx context.Context, args json.RawMessage) (string, error) {
	return "sunny", nil
}

type alertCount struct {
	Count int `json:"count"`
}

// alerts is hand-written: its findings are the user's to fix.
func (impl) alerts(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.Params.Arguments == nil {
		return nil, errors.New("no arguments") // want `errlayer: tools "weather admin", "weather_alerts": go-sdk sends this error as a JSON-RPC error with code 0`
	}
	return &mcp.CallToolResult{StructuredContent: alertCount{Count: 3}}, nil
}

func NewServer() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "weather", Version: "1"}, nil)
	RegisterWeatherService(s, impl{})
	s.AddTool(&mcp.Tool{Name: "weather admin", InputSchema: json.RawMessage(`{"type":"object"}`)}, impl{}.alerts) // want `toolnames: tool name "weather admin" has a space`
	s.AddTool(&mcp.Tool{Name: "weather_alerts", InputSchema: json.RawMessage(`{"type":"object"}`)}, impl{}.alerts)
	return s
}
