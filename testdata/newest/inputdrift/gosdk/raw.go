package gosdk

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type lookupArgs struct {
	City    string `json:"city"`
	Country string `json:"country"`
	Units   string `json:"units"`
}

// lookup decodes its raw arguments itself: the fields it reads must be
// keys of the tool's InputSchema.
func lookup(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args lookupArgs
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(args.City, args.Country, args.Units)}}}, nil // want `tool "lookup": the handler reads argument "units" \(field Units of lookupArgs\), which the inputSchema literal does not declare`
}

// lookupMap decodes into a map: no field to check; but its schema
// requires nothing, and a call without arguments fails the decode.
func lookupMap(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args map[string]any
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil { // want `tool "lookup_map": the schema requires no argument, so a client may leave "arguments" out, but the handler then fails`
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(args["units"])}}}, nil
}

func RegisterRaw(s *mcp.Server) {
	schema := json.RawMessage(`{"type": "object", "properties": {"city": {"type": "string"}, "country": {"type": "string"}}, "required": ["city"]}`)
	s.AddTool(&mcp.Tool{Name: "lookup", InputSchema: schema}, lookup)
	s.AddTool(&mcp.Tool{Name: "lookup_all", InputSchema: json.RawMessage(`{"type": "object", "properties": {"city": {"type": "string"}, "country": {"type": "string"}, "units": {"type": "string"}}}`)}, lookupAll)
	s.AddTool(&mcp.Tool{Name: "lookup_map", InputSchema: json.RawMessage(`{"type": "object", "properties": {"city": {"type": "string"}}}`)}, lookupMap)
}

// lookupAll reads only declared keys; its schema requires nothing, and
// a call without arguments fails the decode.
func lookupAll(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args lookupArgs
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil { // want `tool "lookup_all": the schema requires no argument`
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(args.City, args.Country, args.Units)}}}, nil
}

// lookupGuarded decodes only arguments that are there; lookupRequired's
// schema requires one, so a client must send arguments.
func lookupGuarded(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args lookupArgs
	if len(req.Params.Arguments) > 0 {
		if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil
		}
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: args.City}}}, nil
}

func RegisterGuarded(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "lookup_guarded", InputSchema: json.RawMessage(`{"type": "object", "properties": {"city": {"type": "string"}}}`)}, lookupGuarded)
	s.AddTool(&mcp.Tool{Name: "lookup_required", InputSchema: json.RawMessage(`{"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]}`)}, lookupRequired)
}

func lookupRequired(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args lookupArgs
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: args.City}}}, nil
}
