package mcpgo

import (
	"context"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// history reads its time filters with accessors and drops one that does
// not parse (minder-mcp's evaluation history).
func history(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	fromStr := req.GetString("from", "")
	var from time.Time
	if fromStr != "" {
		if t, err := time.Parse(time.RFC3339, fromStr); err == nil { // want `tool "history": when time.Parse fails on argument "[a-z]*", the handler drops it without a word`
			from = t
		}
	}
	return mcp.NewToolResultText("since " + from.String()), nil
}

// historyChecked refuses a value that does not parse; historyEcho sends
// the text on as it is and parses it only for a hint.
func historyChecked(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	fromStr := req.GetString("from", "")
	from, err := time.Parse(time.RFC3339, fromStr)
	if err != nil {
		return mcp.NewToolResultError("from must be an RFC 3339 time"), nil
	}
	return mcp.NewToolResultText("since " + from.String()), nil
}

func historyEcho(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	fromStr := req.GetString("from", "")
	hint := ""
	if t, err := time.Parse(time.RFC3339, fromStr); err == nil {
		hint = " (" + t.Weekday().String() + ")"
	}
	return mcp.NewToolResultText(strings.ToUpper(fromStr) + hint), nil
}

func registerHistory(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("history", mcp.WithString("from")), history)
	s.AddTool(mcp.NewTool("history_checked", mcp.WithString("from")), historyChecked)
	s.AddTool(mcp.NewTool("history_echo", mcp.WithString("from")), historyEcho)
}
