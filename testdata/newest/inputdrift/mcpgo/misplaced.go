package mcpgo

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// LeagueTool is a definition that no registration of this package
// reaches (a tools/list handler serves it): its schema is still the
// tool's.
func LeagueTool() mcp.Tool {
	return mcp.Tool{
		Name: "get_league",
		InputSchema: mcp.ToolInputSchema{
			Type: "object",
			Properties: map[string]any{
				"league_id": map[string]any{ // want `tool "get_league": property "league_id" of the inputSchema says "required": true, which JSON Schema does not read inside a property, so clients and the model treat "league_id" as optional and strict validators reject the schema; list "league_id" in the object's "required" array instead`
					"type":     "string",
					"required": true,
				},
				"week": map[string]any{"type": "integer"},
			},
		},
	}
}

func RegisterMisplaced(s *server.MCPServer) {
	s.AddTool(mcp.Tool{
		Name: "get_team",
		InputSchema: mcp.ToolInputSchema{
			Type:     "object",
			Required: []string{"team_id"},
			Properties: map[string]any{
				"team_id": map[string]any{"type": "string", "required": true}, // want `tool "get_team": property "team_id" of the inputSchema says "required": true, .*"team_id" is already in the object's "required" list, and strict validators reject the schema; drop the property's own "required"`
				// A nested object lists its own required properties: right.
				"filter": map[string]any{
					"type":       "object",
					"properties": map[string]any{"season": map[string]any{"type": "string"}},
					"required":   []string{"season"},
				},
			},
		},
	}, handleTeam)
	s.AddTool(mcp.NewToolWithRawSchema("get_player", "d", json.RawMessage(`{"type":"object","properties":{"player_id":{"type":"string","required":true}}}`)), handleTeam) // want `tool "get_player": property "player_id" of the inputSchema says "required": true`
}

func handleTeam(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("ok"), nil
}
