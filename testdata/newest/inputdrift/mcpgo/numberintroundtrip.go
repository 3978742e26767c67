package mcpgo

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// listMetrics decodes the arguments through a JSON round trip into a
// local struct: a "number" read into an int field fails on 2.5 as with
// BindArguments.
func listMetrics(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args struct {
		Query string  `json:"query,omitempty"`
		Limit int     `json:"limit,omitempty"` // want `tool "list_metrics": argument "limit" is declared number by the schema of the mcp.NewTool options, but the handler decodes it into field Limit \(int\)`
		Ratio float64 `json:"ratio,omitempty"`
	}
	b, err := json.Marshal(req.Params.Arguments)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if err := json.Unmarshal(b, &args); err != nil {
		return mcp.NewToolResultError("failed to parse arguments: " + err.Error()), nil
	}
	if args.Limit <= 0 {
		args.Limit = 100
	}
	return mcp.NewToolResultText(fmt.Sprint(args.Query, args.Limit, args.Ratio)), nil
}

func RegisterRoundTrip(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("list_metrics", mcp.WithString("query"), mcp.WithNumber("limit"), mcp.WithNumber("ratio")), listMetrics)
}
