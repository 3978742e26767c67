package neverfails

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// pretty indents JSON and falls back to the text as it is: its error is
// always nil.
func pretty(data []byte) (string, error) {
	var v any
	if err := json.Unmarshal(data, &v); err != nil {
		return string(data), nil
	}
	out, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return string(data), nil
	}
	return string(out), nil
}

// toolResult wraps pretty's error, in a branch that never runs.
func toolResult(data []byte) (*mcp.CallToolResult, error) {
	text, err := pretty(data)
	if err != nil {
		return nil, fmt.Errorf("failed to format response: %w", err)
	}
	return mcp.NewToolResultText(text), nil
}

func fetchStats(ctx context.Context) ([]byte, error) { return nil, errors.New("admin API down") }

// strictResult's parse can fail on the upstream's answer.
func strictResult(data []byte) (*mcp.CallToolResult, error) {
	var v map[string]any
	if err := json.Unmarshal(data, &v); err != nil {
		return nil, fmt.Errorf("upstream sent no JSON object: %w", err)
	}
	return mcp.NewToolResultText(fmt.Sprint(v)), nil
}

func RegisterStats(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("stats"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		data, err := fetchStats(ctx)
		if err != nil {
			return mcp.NewToolResultError("failed to get stats: " + err.Error()), nil
		}
		return toolResult(data)
	})
	s.AddTool(mcp.NewTool("stats_strict"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		data, err := fetchStats(ctx)
		if err != nil {
			return mcp.NewToolResultError("failed to get stats: " + err.Error()), nil
		}
		return strictResult(data) // want `tool "stats_strict": mcp-go sends this error as a JSON-RPC error -32603`
	})
}
