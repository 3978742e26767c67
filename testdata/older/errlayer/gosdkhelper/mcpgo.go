package gosdkhelper

import (
	"context"
	"fmt"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// register is an mcp-go helper with the tool's name and handler as
// parameters; registerSafe wraps the handler so that errors become
// isError results.
func register(s *server.MCPServer, name string, h server.ToolHandlerFunc) {
	s.AddTool(mcpgo.NewTool(name), h)
}

func registerSafe(s *server.MCPServer, name string, h server.ToolHandlerFunc) {
	s.AddTool(mcpgo.NewTool(name), func(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
		res, err := h(ctx, req)
		if err != nil {
			return mcpgo.NewToolResultError(err.Error()), nil
		}
		return res, nil
	})
}

func getRule(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	rules, err := loadRules()
	if err != nil {
		return nil, fmt.Errorf("loading rules: %w", err) // want `tool "get_rule": mcp-go sends this error as a JSON-RPC error -32603`
	}
	return mcpgo.NewToolResultText(fmt.Sprint(rules)), nil
}

func countRules(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	rules, err := loadRules()
	if err != nil {
		return nil, fmt.Errorf("loading rules: %w", err) // registerSafe makes it an isError result
	}
	return mcpgo.NewToolResultText(fmt.Sprint(len(rules))), nil
}

func SetupMCPGo() *server.MCPServer {
	s := server.NewMCPServer("rules", "1")
	register(s, "get_rule", getRule)
	registerSafe(s, "count_rules", countRules)
	return s
}
