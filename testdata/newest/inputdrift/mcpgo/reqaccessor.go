package mcpgo

import (
	"context"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Reads through a generic accessor over the request (victorialogs'
// GetToolReqParam[T]): each call reads its name as the type it is
// instantiated with, and fails when the argument is absent if required
// is true there.

func reqParam[T any](req mcp.CallToolRequest, name string, required bool) (T, error) {
	var value T
	arg, ok := req.GetArguments()[name]
	if ok {
		value, ok = arg.(T)
		if !ok {
			return value, fmt.Errorf("%s has wrong type: %T", name, arg)
		}
	} else if required {
		return value, fmt.Errorf("%s param is required", name)
	}
	return value, nil
}

func hits(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	query, err := reqParam[string](req, "query", true)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	fields, err := reqParam[[]string](req, "fields", false) // want `tool "hits": argument "fields" is declared array by the schema of the mcp.NewTool options, but the handler asserts it with reqParam's .\(\[\]string\) assertion, which never holds: encoding/json decodes every JSON array into \[\]any; assert \[\]any and convert each element`
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	at, err := reqParam[string](req, "time", true) // want `tool "hits": the handler fails the call without argument "time"`
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	// Optional and read as the schema says: fine.
	tenant, err := reqParam[string](req, "tenant", false)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	items, err := reqParam[[]any](req, "items", false)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(query + strings.Join(fields, ",") + at + tenant + fmt.Sprint(items)), nil
}

func RegisterHits(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("hits",
		mcp.WithString("query", mcp.Required()),
		mcp.WithArray("fields", mcp.WithStringItems()),
		mcp.WithString("time"),
		mcp.WithString("tenant"),
		mcp.WithArray("items"),
	), hits)
}

// flag reads its name from the argument map it takes from the request
// first (google-workspace's getBool): each call is a read of its name.
func flag(req mcp.CallToolRequest, key string, def bool) bool {
	args := req.GetArguments()
	raw, ok := args[key]
	if !ok || raw == nil {
		return def
	}
	if v, ok := raw.(bool); ok {
		return v
	}
	return def
}

func listTasks(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	done := flag(req, "show_completed", true)
	hidden := flag(req, "show_hidden", false) // want `tool "list_tasks": the handler reads argument "show_hidden" \(flag.s .\(bool\) assertion\), which the schema of the mcp.NewTool options does not declare`
	return mcp.NewToolResultText(fmt.Sprint(done, hidden)), nil
}

func RegisterListTasks(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("list_tasks",
		mcp.WithBoolean("show_completed"),
	), listTasks)
}
