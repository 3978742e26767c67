// Package tools registers go-sdk raw tools that decode their arguments
// with package util.
package tools

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/inputdrift/rawargs/util"
)

func text(s string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: s}}}
}

func listAlerts(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args, err := util.GetArguments(req) // want `tool "list_alerts": the schema requires no argument, so a client may leave "arguments" out, but the handler then fails`
	if err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil
	}
	return text(fmt.Sprint(args["filter"])), nil
}

// getAlert's schema requires an id: a client must send arguments.
func getAlert(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args, err := util.GetArguments(req)
	if err != nil {
		return nil, err
	}
	return text(fmt.Sprint(args["id"])), nil
}

// listSilences decodes with the guarded helper.
func listSilences(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args, err := util.Arguments(req)
	if err != nil {
		return nil, err
	}
	return text(fmt.Sprint(args["filter"])), nil
}

func Register(s *mcp.Server) {
	optional := json.RawMessage(`{"type": "object", "properties": {"filter": {"type": "string"}}}`)
	s.AddTool(&mcp.Tool{Name: "list_alerts", InputSchema: optional}, listAlerts)
	s.AddTool(&mcp.Tool{Name: "get_alert", InputSchema: json.RawMessage(`{"type": "object", "properties": {"id": {"type": "string"}}, "required": ["id"]}`)}, getAlert)
	s.AddTool(&mcp.Tool{Name: "list_silences", InputSchema: optional}, listSilences)
}
