package handlermap

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type toolDef struct {
	name string
	tool mcp.Tool
}

// toolDefinitions lists each tool beside its name; one dispatcher serves
// them all.
func toolDefinitions() []toolDef {
	return []toolDef{
		{name: "list_rows", tool: mcp.NewTool("list_rows")},
		{name: "count_rows", tool: mcp.NewTool("count_rows")},
	}
}

func dispatch(c *Client, name string) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := c.Get(ctx, name)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err) // want `tools "count_rows", "list_rows": mcp-go sends this error as a JSON-RPC error -32603`
		}
		return mcp.NewToolResultText(out), nil
	}
}

func NewRows(c *Client) *server.MCPServer {
	s := server.NewMCPServer("rows", "1.0.0")
	for _, td := range toolDefinitions() {
		s.AddTool(td.tool, dispatch(c, td.name))
	}
	return s
}
