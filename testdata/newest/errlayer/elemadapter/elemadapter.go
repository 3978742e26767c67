// Package elemadapter lists its tools with a handler of its own type in
// each element, and registers one closure for every element that calls
// the element's handler and returns what it returns: each element's
// handler is its tool's, and its errors reach mcp-go as the closure's.
package elemadapter

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Tool struct {
	Name    string
	Opts    []mcp.ToolOption
	Handler any
}

var errDenied = errors.New("host denied")

func check(host string) error {
	if host == "" {
		return errDenied
	}
	return nil
}

// GetTools returns the list; its handlers take the argument map.
func GetTools() []Tool {
	return []Tool{
		{
			Name: "ssh_connect",
			Opts: []mcp.ToolOption{mcp.WithString("host")},
			Handler: func(args map[string]any) (*mcp.CallToolResult, error) { // want `tool "ssh_connect": its handler returns errors that mcp-go sends as JSON-RPC errors -32603 and the model never reads: elemadapter.go:\d+ \(check\)`
				host, _ := args["host"].(string)
				if err := check(host); err != nil {
					return mcp.NewToolResultText("Security error: " + err.Error()), err
				}
				return mcp.NewToolResultText("connected"), nil
			},
		},
		{
			Name: "ssh_list_sessions",
			Handler: func(args map[string]any) (*mcp.CallToolResult, error) {
				if err := check(""); err != nil {
					return mcp.NewToolResultError(err.Error()), nil // right: isError
				}
				return mcp.NewToolResultText("none"), nil
			},
		},
	}
}

// New registers every tool through the forwarding closure; the closure's
// own failure (an element of another type) is the server's wiring.
func New() *server.MCPServer {
	s := server.NewMCPServer("ssh", "1.0.0")
	tools := GetTools()
	for _, tool := range tools {
		s.AddTool(mcp.NewTool(tool.Name, tool.Opts...), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			handler, ok := tool.Handler.(func(map[string]any) (*mcp.CallToolResult, error))
			if !ok {
				return nil, fmt.Errorf("invalid handler for tool %s", tool.Name)
			}
			return handler(req.GetArguments())
		})
	}
	return s
}
