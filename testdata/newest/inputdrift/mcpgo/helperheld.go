package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// limitOf reads "limit" in a helper that two tools call, through a value
// taken with the comma-ok index form: a decoded JSON number is a float64,
// never a uint64, whichever tool calls. (Which tool's schema its other
// reads meet depends on the caller: only such never-holding reads of a
// shared helper are checked.)
func limitOf(args map[string]any) uint64 {
	if s, ok := args["limit"]; ok {
		if n, ok := s.(uint64); ok { // want `tool "list_series": argument "limit" is declared number by the schema of the mcp.NewTool options, but the handler asserts it with a .\(uint64\) assertion in limitOf, which never holds`
			return n
		}
	}
	return 100
}

func RegisterHeld(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("list_series", mcp.WithNumber("limit")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		n := limitOf(req.GetArguments())
		return mcp.NewToolResultText(string(rune(n))), nil
	})
	s.AddTool(mcp.NewTool("list_labels", mcp.WithNumber("limit")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		n := limitOf(req.GetArguments())
		return mcp.NewToolResultText(string(rune(n))), nil
	})
}
