package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// runtimeSchema builds the schema at run time: the model cannot read it.
func runtimeSchema(withAccount bool) mcp.ToolInputSchema {
	props := map[string]any{"expect": map[string]any{"type": "integer"}}
	if withAccount {
		props["account"] = map[string]any{"type": "string"}
	}
	return mcp.ToolInputSchema{Type: "object", Properties: props}
}

func serverList(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n := 0
	if expect, ok := req.GetArguments()["expect"].(int); ok { // want `tool "server_list": argument "expect" is read with a .\(int\) assertion, which never holds: encoding/json decodes every JSON number into float64, so the argument is ignored whatever the model sends`
		n = expect
	}
	if f, ok := req.GetArguments()["limit"].(float64); ok { // a JSON number: right
		n += int(f)
	}
	if a, ok := req.GetArguments()["account"].(string); ok && a != "" { // unknown schema: not read
		n++
	}
	_ = n
	return mcp.NewToolResultText("ok"), nil
}

func RegisterRuntime(s *server.MCPServer, withAccount bool) {
	s.AddTool(mcp.Tool{Name: "server_list", InputSchema: runtimeSchema(withAccount)}, serverList)
}
