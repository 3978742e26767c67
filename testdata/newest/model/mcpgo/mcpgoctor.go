package mcpgo

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// rawTool is a constructor of this package: the tool is named by its
// first parameter.
func rawTool(name, description, schema string) mcp.Tool {
	return mcp.NewToolWithRawSchema(name, description, json.RawMessage(schema))
}

func registerBalance(s *server.MCPServer) { // want registerBalance:"registers\\(get_balance\\) on param 0" registerBalance:"mutates tools: mcpgo.registerBalance \\(\\*server.MCPServer\\).AddTool"
	t := rawTool("get_balance", "the account's balance", `{"type":"object","properties":{}}`)
	s.AddTool(t, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("0"), nil
	})
}
