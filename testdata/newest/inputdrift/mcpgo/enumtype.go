package mcpgo

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// A table of schemas written as map literals: an enum beside type array
// applies to the array itself, and an integer never equals "0".
var firewallSchema = map[string]any{
	"type": "object",
	"properties": map[string]any{
		"connection_states": map[string]any{
			"type":  "array",
			"enum":  []any{"NEW", "ESTABLISHED"}, // want `argument "connection_states" is declared type "array" with an enum of string values: no value is both`
			"items": map[string]any{"type": "string"},
		},
		"dh_group": map[string]any{
			"type": "integer",
			"enum": []any{"0", "1", "2"}, // want `argument "dh_group" is declared type "integer" with an enum of string values: no value is both, .*write the enum's values as numbers`
		},
		// The look-alikes that are right: the enum on the items, numbers
		// for an integer, an integer for a number.
		"tags": map[string]any{
			"type":  "array",
			"items": map[string]any{"type": "string", "enum": []any{"a", "b"}},
		},
		"level":  map[string]any{"type": "integer", "enum": []any{0, 1, 2}},
		"factor": map[string]any{"type": "number", "enum": []any{1, 2.5}},
		"mode":   map[string]any{"type": "string", "enum": []any{"fast", "slow"}},
	},
}

func RegisterFirewall(s *server.MCPServer) {
	s.AddTool(mcp.NewToolWithRawSchema("create_firewall", "", mustJSON(firewallSchema)), createFirewall)
}

func createFirewall(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("ok"), nil
}

func mustJSON(v any) []byte {
	data, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return data
}
