package mcpgo

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type commentArgs struct {
	PageID     string  `json:"page_id"`
	MaxResults *int    `json:"max_results,omitempty"`
	Ratio      float64 `json:"ratio,omitempty"`
}

// listComments binds a "number" argument into an int field: encoding/json
// refuses 2.5 for an int, so BindArguments fails on a call the schema
// allows.
func listComments(ctx context.Context, req mcp.CallToolRequest, in commentArgs) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(fmt.Sprint(in.PageID, in.MaxResults, in.Ratio)), nil // want `tool "list_comments": argument "max_results" is declared number by the schema of the mcp.NewTool options, but the handler decodes it into field MaxResults \(\*int\), so a schema-valid fractional value such as 1.5 fails to decode and the call fails; decode it into a float64 field and convert, or declare it integer with a PropertyOption`
}

// countComments reads the same "number" with GetInt, which converts any
// JSON number: nothing to report. Its float64 field takes a fraction too.
func countComments(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var in struct {
		Ratio float64 `json:"ratio"`
	}
	if err := req.BindArguments(&in); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(req.GetInt("max_results", 10), in.Ratio)), nil
}

func RegisterNumberInt(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("list_comments", mcp.WithString("page_id", mcp.Required()), mcp.WithNumber("max_results"), mcp.WithNumber("ratio")),
		mcp.NewTypedToolHandler(listComments))
	s.AddTool(mcp.NewTool("count_comments", mcp.WithNumber("max_results"), mcp.WithNumber("ratio")), countComments)
}
