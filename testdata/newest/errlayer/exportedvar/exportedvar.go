// Package exportedvar declares its handlers as exported package variables
// with a function literal each (var SlateHandler server.ToolHandlerFunc =
// func(...) {...}) and registers them itself: the handlers are followed
// like unexported ones, though another package could rebind them.
package exportedvar

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func schedule(date string) (string, error) {
	if date == "" {
		return "", errors.New("NHL API: no games")
	}
	return date, nil
}

var (
	// SlateHandler passes the API's failure to mcp-go, which sends -32603.
	SlateHandler server.ToolHandlerFunc = func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := schedule(req.GetString("date", ""))
		if err != nil {
			return nil, err // want `tool "nhl-slate": mcp-go sends this error as a JSON-RPC error -32603`
		}
		return mcp.NewToolResultText(out), nil
	}

	// TeamsHandler answers the failure with an isError result: the
	// look-alike.
	TeamsHandler server.ToolHandlerFunc = func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := schedule(req.GetString("date", ""))
		if err != nil {
			return mcp.NewToolResultErrorFromErr("schedule", err), nil
		}
		return mcp.NewToolResultText(out), nil
	}
)

// Register adds the tools.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("nhl-slate", mcp.WithString("date")), SlateHandler)
	s.AddTool(mcp.NewTool("nhl-teams", mcp.WithString("date")), TeamsHandler)
}
