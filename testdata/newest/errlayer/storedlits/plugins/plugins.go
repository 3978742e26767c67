// Package plugins adds its tools to a project registry that another
// package registers with the SDK: the handler literals are tools all the
// same, and a success result that carries a failure hides it wherever
// they are registered.
package plugins

import (
	"context"
	"errors"

	"fixtures/errlayer/storedlits/registry"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func ping(string) error { return errors.New("connection refused") }

func init() {
	registry.Add(registry.Property{
		Name: "db_ping",
		Function: func(ctx context.Context, req *mcp.CallToolRequest, args map[string]any) (*mcp.CallToolResult, any, error) {
			id, _ := args["id"].(string)
			if err := ping(id); err != nil {
				return &mcp.CallToolResult{}, map[string]any{"success": false, "error": err.Error()}, nil // want `the error's text goes back in field error of the structured result`
			}
			return &mcp.CallToolResult{}, map[string]any{"success": true}, nil
		},
	})
	// Look-alike: the failure is returned, and go-sdk makes it isError.
	registry.Add(registry.Property{
		Name: "db_ping_checked",
		Function: func(ctx context.Context, req *mcp.CallToolRequest, args map[string]any) (*mcp.CallToolResult, any, error) {
			id, _ := args["id"].(string)
			if err := ping(id); err != nil {
				return nil, nil, err
			}
			return &mcp.CallToolResult{}, map[string]any{"success": true}, nil
		},
	})
	registry.Register("cache_flush", func(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
		if err := ping("cache"); err != nil {
			return mcpgo.NewToolResultText("flush failed: " + err.Error()), nil // want `the error's text goes back in a success result`
		}
		return mcpgo.NewToolResultText("flushed"), nil
	})
	// Look-alike: an isError result.
	registry.Register("cache_stats", func(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
		if err := ping("cache"); err != nil {
			return mcpgo.NewToolResultError("stats failed: " + err.Error()), nil
		}
		return mcpgo.NewToolResultText("ok"), nil
	})
}

// Logged is middleware: the closure it returns runs the handler it is
// given, and is no tool of its own; what it makes of a failure is judged
// where it is installed, not here.
func Logged(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			return mcpgo.NewToolResultText("logged: " + err.Error()), nil
		}
		return res, nil
	}
}

// Chain hands stored handlers to a wrapper: the wrapper's argument is
// a tool, the wrapper's own closure is not.
var Chain = []server.ToolHandlerFunc{Logged(nil)}
