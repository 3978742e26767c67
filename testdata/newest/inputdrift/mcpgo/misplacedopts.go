package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// The sub-properties of an object argument, written as Go maps through
// mcp.Properties: "required": true inside one is not read.
func registerMisplacedOptions(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("select_delivery",
		mcp.WithObject("address",
			mcp.Required(),
			mcp.Properties(map[string]any{
				"city": map[string]any{ // want `tool "select_delivery": sub-property "city" of the inputSchema says "required": true, which JSON Schema does not read inside a property`
					"type":     "string",
					"required": true,
				},
				"door_code": map[string]any{
					"type":     "string",
					"required": false, // says optional: what it is
				},
				"street": map[string]any{"type": "string"},
			}),
		),
	), deliveryHandler)
	// a nested object that lists its required properties itself
	s.AddTool(mcp.NewTool("select_pickup",
		mcp.WithObject("address",
			mcp.Required(),
			mcp.Properties(map[string]any{
				"city": map[string]any{"type": "string"},
				"geo": map[string]any{
					"type":       "object",
					"properties": map[string]any{"lat": map[string]any{"type": "number"}},
					"required":   []string{"lat"},
				},
			}),
		),
	), deliveryHandler)
}

func deliveryHandler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	addr, _ := req.GetArguments()["address"].(map[string]any)
	return mcp.NewToolResultText(addr["city"].(string)), nil
}
