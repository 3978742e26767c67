// Package typedprovider holds a tool provider that another package registers.
package typedprovider

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Cursor is a tool provider that an adapter in another package registers
// with mcp.AddTool(server, tool, p.Handle): only go-sdk's typed AddTool
// takes this signature, so what a returned *jsonrpc.Error becomes is
// known here.
type Cursor struct{}

func ping(string) error { return nil }

// Handle runs the tool.
func (Cursor) Handle(ctx context.Context, req *mcp.CallToolRequest, args map[string]any) (*mcp.CallToolResult, any, error) { // want Handle:"error result: nil|jsonrpc"
	cursor, _ := args["cursor"].(string)
	if cursor == "stale" {
		return nil, nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "invalid cursor"} // want `go-sdk sends this \*jsonrpc.Error \(code -32602\) as a JSON-RPC error`
	}
	if err := ping(cursor); err != nil {
		// Look-alike: a plain error, which go-sdk makes an isError result.
		return nil, nil, err
	}
	return &mcp.CallToolResult{}, map[string]any{"items": []string{}}, nil
}
