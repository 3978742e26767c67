// Package handlers holds the tools of a mcp-go v0.1.0 server, one
// method per tool, which the server's HandleCallTool function routes to
// by name (sleeper-mcp-server's shape).
package handlers

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
)

type League struct {
	api func(id string) (string, error)
}

func (l *League) HandleGetLeague(ctx context.Context, args map[string]interface{}) (*mcp.CallToolResult, error) { // want HandleGetLeague:"handler errors: handlers.go:22 handlers.go:26"
	id, ok := args["league_id"].(string)
	if !ok || id == "" {
		return nil, errors.New("league_id is required")
	}
	v, err := l.api(id)
	if err != nil {
		return nil, fmt.Errorf("get league: %w", err)
	}
	return &mcp.CallToolResult{Content: []mcp.Content{mcp.TextContent{Type: "text", Text: v}}}, nil
}

// HandleGetStatus fails only when its own answer cannot be encoded.
func (l *League) HandleGetStatus(ctx context.Context, args map[string]interface{}) (*mcp.CallToolResult, error) { // want HandleGetStatus:"error result: nil"
	b, err := json.Marshal(args)
	if err != nil {
		return nil, fmt.Errorf("encode: %w", err)
	}
	return &mcp.CallToolResult{Content: []mcp.Content{mcp.TextContent{Type: "text", Text: string(b)}}}, nil
}

// HandleGetRoster answers its failure with an isError result.
func (l *League) HandleGetRoster(ctx context.Context, args map[string]interface{}) (*mcp.CallToolResult, error) { // want HandleGetRoster:"error result: nil"
	id, _ := args["roster_id"].(string)
	v, err := l.api(id)
	if err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{mcp.TextContent{Type: "text", Text: err.Error()}}}, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{mcp.TextContent{Type: "text", Text: v}}}, nil
}
