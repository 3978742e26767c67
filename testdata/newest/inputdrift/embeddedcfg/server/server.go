// Package server decodes a raw go-sdk handler's arguments through a
// helper into a struct of another package whose common fields are
// embedded: a "number" property decoded into an int field fails on 1.5,
// wherever the field is declared.
package server

import (
	"context"
	"encoding/json"
	"fmt"

	"fixtures/inputdrift/embeddedcfg/types"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func parseArguments(args any, target any) error {
	data, err := json.Marshal(args)
	if err != nil {
		return err
	}
	return json.Unmarshal(data, target)
}

func barChart(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var cfg types.BarChartConfig
	if err := parseArguments(req.Params.Arguments, &cfg); err != nil { // want `tool "bar_chart": argument "width" is declared number by the inputSchema literal, but the handler decodes it into field Width \(int\)`
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil
	}
	if cfg.Width == 0 {
		cfg.Width = 800
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(cfg.Title, cfg.Width, cfg.Height, cfg.Color)}}}, nil
}

func Register(s *mcp.Server) {
	s.AddTool(&mcp.Tool{
		Name: "bar_chart",
		InputSchema: map[string]any{
			"type": "object",
			"properties": map[string]any{
				"title":  map[string]any{"type": "string"},
				"color":  map[string]any{"type": "string"},
				"width":  map[string]any{"type": "number"},
				"height": map[string]any{"type": "integer"},
			},
		},
	}, barChart)
}
