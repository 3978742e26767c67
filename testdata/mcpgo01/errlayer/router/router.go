// Package router is a mcp-go v0.1.0 server: HandleCallTool takes one
// function for every tools/call, which switches on the tool's name.
// A returned error goes out as JSON-RPC error -32603 (server/stdio.go),
// which the model never reads.
package router

import (
	"context"
	"errors"

	"fixtures/errlayer/router/handlers"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func upstream(id string) (string, error) {
	if id == "" {
		return "", errors.New("404")
	}
	return id, nil
}

func New() *server.DefaultServer {
	s := server.NewDefaultServer("league", "1.0.0")
	l := &handlers.League{}
	s.HandleCallTool(func(ctx context.Context, name string, arguments map[string]interface{}) (*mcp.CallToolResult, error) {
		switch name {
		case "get_league":
			return l.HandleGetLeague(ctx, arguments) // want `tool "get_league": \(\*handlers.League\).HandleGetLeague returns errors that mcp-go sends as JSON-RPC errors -32603 and the model never reads: handlers.go:22 \(errors.New\), handlers.go:26 \(fmt.Errorf\); return &mcp.CallToolResult\{IsError: true`
		case "get_status":
			return l.HandleGetStatus(ctx, arguments)
		case "get_roster":
			return l.HandleGetRoster(ctx, arguments)
		case "get_player":
			return getPlayer(ctx, arguments) // want `tool "get_player": router.getPlayer returns errors that mcp-go sends as JSON-RPC errors -32603`
		}
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{mcp.TextContent{Type: "text", Text: "unknown tool " + name}}}, nil // want `tools/call function: a tool name that is not in the lookup table is answered with an isError result.*mcp-go v0.1.0 sends the function's returned error as -32603`
	})
	return s
}

func getPlayer(ctx context.Context, args map[string]interface{}) (*mcp.CallToolResult, error) {
	id, _ := args["player_id"].(string)
	v, err := upstream(id)
	if err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{mcp.TextContent{Type: "text", Text: v}}}, nil
}

// NewStrict answers an unknown tool with an error: mcp-go v0.1.0 sends
// it as a JSON-RPC error, as the spec wants (with -32603, all it allows).
func NewStrict() *server.DefaultServer {
	s := server.NewDefaultServer("strict", "1.0.0")
	s.HandleCallTool(func(ctx context.Context, name string, arguments map[string]interface{}) (*mcp.CallToolResult, error) {
		switch name {
		case "get_mode":
			// A switch on an argument: its default is the tool's answer.
			mode, _ := arguments["mode"].(string)
			switch mode {
			case "fast", "safe":
				return &mcp.CallToolResult{Content: []mcp.Content{mcp.TextContent{Type: "text", Text: mode}}}, nil
			default:
				return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{mcp.TextContent{Type: "text", Text: "mode must be fast or safe"}}}, nil
			}
		default:
			return nil, errors.New("unknown tool " + name)
		}
	})
	return s
}
