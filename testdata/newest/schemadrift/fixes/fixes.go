// Package fixes checks the suggested fix of required-omittable.
package fixes

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct{}

type Out struct {
	Station string   `json:"station,omitempty" jsonschema:"the station"`
	Tags    []string `json:"tags,omitempty"`
	Count   int      `json:",omitempty"`
}

func handler(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "station", OutputSchema: json.RawMessage(`{"type":"object","required":["station"]}`)}, handler) // want `required-omittable|requires property "station"`
	mcp.AddTool(s, &mcp.Tool{Name: "count", OutputSchema: json.RawMessage(`{"type":"object","required":["Count"]}`)}, handler)     // want `requires property "Count"`
	// A nil slice would become null: no fix.
	mcp.AddTool(s, &mcp.Tool{Name: "tags", OutputSchema: json.RawMessage(`{"type":"object","required":["tags"]}`)}, handler) // want `requires property "tags"`
}
