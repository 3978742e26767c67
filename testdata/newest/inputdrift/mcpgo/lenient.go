package mcpgo

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// createRole takes "policies" as the string its schema declares, and
// also as a list or an object: reads of other types beside one of the
// declared type are leniency, not a mismatch.
func createRole(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p := req.GetArguments()["policies"]
	var names []string
	if arr, ok := p.([]interface{}); ok {
		for _, e := range arr {
			if s, ok := e.(string); ok {
				names = append(names, s)
			}
		}
	} else if s, ok := p.(string); ok && s != "" {
		names = strings.Split(s, ",")
	} else if m, ok := p.(map[string]interface{}); ok {
		for k := range m {
			names = append(names, k)
		}
	}
	return mcp.NewToolResultText(strings.Join(names, ",")), nil
}

// createToken reads "roles", declared string, only as a list.
func createToken(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var names []string
	if arr, ok := req.GetArguments()["roles"].([]interface{}); ok { // want `tool "create_token": argument "roles" is declared string by the schema of the mcp.NewTool options, but the handler reads it as array`
		for _, e := range arr {
			if s, ok := e.(string); ok {
				names = append(names, s)
			}
		}
	}
	return mcp.NewToolResultText(strings.Join(names, ",")), nil
}

func registerLenient(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("create_role", mcp.WithString("policies")), createRole)
	s.AddTool(mcp.NewTool("create_token", mcp.WithString("roles")), createToken)
}
