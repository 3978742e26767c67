package factoryparam

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// readOnlyTool is a tool constructor: the tool is named by its argument.
func readOnlyTool(name, description string) mcp.Tool {
	return mcp.NewTool(name, mcp.WithDescription(description), mcp.WithReadOnlyHintAnnotation(true))
}

// fetchTool builds a tool and its handler around fetch: every factory
// that returns its call registers the tool its argument names, served by
// fetchTool's closure.
func fetchTool(name, description string, fetch func(context.Context) (string, error)) (mcp.Tool, server.ToolHandlerFunc) {
	handler := func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		v, err := fetch(ctx)
		if err != nil {
			return nil, err // want `tool adapter: every tool's failure \(the error of fetch\(...\)\) is returned here, and this one handler serves every tool, so mcp-go sends this error as a JSON-RPC error -32603 for all of them`
		}
		return mcp.NewToolResultText(v), nil
	}
	return readOnlyTool(name, description), handler
}

func (r *Resources) status(ctx context.Context) (string, error) {
	if r.items == nil {
		return "", errors.New("status unavailable")
	}
	return "ok", nil
}

// toolRules names its tool through the constructor, held in a variable.
func (r *Resources) toolRules() (mcp.Tool, server.ToolHandlerFunc) {
	tool := readOnlyTool("get_rules", "List the rules.")
	handler := func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if len(r.items) == 0 {
			return nil, errors.New("no rules loaded") // want `tool "get_rules": mcp-go sends this error as a JSON-RPC error -32603`
		}
		return mcp.NewToolResultText("rules"), nil
	}
	return tool, handler
}

func (r *Resources) toolStatus() (mcp.Tool, server.ToolHandlerFunc) {
	return fetchTool("get_status", "Server status.", r.status)
}

func (r *Resources) toolFlags() (mcp.Tool, server.ToolHandlerFunc) {
	return fetchTool("get_flags", "Server flags.", r.status)
}

func RegisterCtors(s *server.MCPServer, r *Resources) {
	registerTool(s, r.toolRules)
	registerTool(s, r.toolStatus)
	registerTool(s, r.toolFlags)
}
