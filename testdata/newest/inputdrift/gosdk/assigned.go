package gosdk

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// pageArgs: "limit" is declared number and decoded into an int that the
// handler then defaults: the decode of 2.5 fails before any default.
// "offset" is declared integer and "ratio" number into a float64: right.
type pageArgs struct {
	Limit  int     `json:"limit"` // want `tool "list_pages": argument "limit" is declared number by the inputSchema literal, but the handler decodes it into field Limit \(int\), so a schema-valid fractional value such as 1.5 fails to decode`
	Offset int     `json:"offset"`
	Ratio  float64 `json:"ratio"`
}

func listPages(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := pageArgs{}
	if len(req.Params.Arguments) > 0 {
		if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil
		}
	}
	if args.Limit <= 0 {
		args.Limit = 10
	}
	if args.Offset < 0 {
		args.Offset = 0
	}
	args.Ratio = 1
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(args.Limit, args.Offset, args.Ratio)}}}, nil
}

func RegisterAssigned(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "list_pages", InputSchema: json.RawMessage(`{
		"type": "object",
		"properties": {
			"limit": {"type": "number"},
			"offset": {"type": "integer"},
			"ratio": {"type": "number"}
		}
	}`)}, listPages)
}
