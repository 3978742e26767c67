// Package tools writes its handlers into the registry's entries: they are
// served by mcp-go, which sends a returned error as JSON-RPC -32603.
package tools

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"fixtures/errlayer/typedsink/registry"
)

var errNoUser = errors.New("no such user")

func lookup(id string) (string, error) {
	if id == "" {
		return "", errNoUser
	}
	return "ada", nil
}

func init() {
	registry.Add(
		registry.Entry{Tool: mcp.NewTool("get_user", mcp.WithString("id")), Handler: getUser},
		registry.Entry{Tool: mcp.NewTool("get_user_safe", mcp.WithString("id")), Handler: getUserSafe},
	)
	handlers["whoami"] = func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, errors.New("not signed in") // want `tool handler: mcp-go sends this error as a JSON-RPC error -32603`
	}
}

var handlers = map[string]server.ToolHandlerFunc{}

func getUser(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, err := lookup(req.GetString("id", ""))
	if err != nil {
		return nil, err // want `mcp-go sends this error as a JSON-RPC error -32603`
	}
	return mcp.NewToolResultText(name), nil
}

// getUserSafe answers failures as isError results: right.
func getUserSafe(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, err := lookup(req.GetString("id", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(name), nil
}
