package mcpgo

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Reads through the project's accessors of the argument map, in the
// handler and in the one function the handler hands the map to.

func argString(args map[string]any, key string) string {
	s, _ := args[key].(string)
	return s
}

func argInt(args map[string]any, key string, def int) int {
	if v, ok := args[key].(float64); ok {
		return int(v)
	}
	return def
}

func argLimit(key string, args map[string]any) int { // key first: still an accessor
	if v, ok := args[key].(float64); ok {
		return int(v)
	}
	return 10
}

// setDefault writes the map: not an accessor.
func setDefault(args map[string]any, key string) string {
	if _, ok := args[key]; !ok {
		args[key] = "default"
	}
	return fmt.Sprint(args[key])
}

func runSearch(args map[string]any) string {
	return argString(args, "querry") + fmt.Sprint(argLimit("limit", args)) // want `tool "search_notes": the handler reads argument "querry" \(argString\), which the schema of the mcp.NewTool options does not declare, so a client that follows the schema never sends it; the schema declares "query": read that name`
}

// pagination is shared by two tools, one of which declares no "page":
// not followed.
func pagination(args map[string]any) int {
	p, _ := args["page"].(float64)
	return int(p)
}

// argAs is a generic accessor: read as the others.
func argAs[T any](args map[string]any, key string) T {
	v, _ := args[key].(T)
	return v
}

func RegisterKeyHelpers(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("search_notes",
		mcp.WithString("query", mcp.Required()),
		mcp.WithNumber("limit"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		args := req.GetArguments()
		return mcp.NewToolResultText(runSearch(args) + setDefault(args, "mode")), nil
	})
	s.AddTool(mcp.NewTool("list_notes",
		mcp.WithString("folder"),
		mcp.WithNumber("page"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		args := req.GetArguments()
		folder := argString(args, "folder")
		n := argInt(args, "count", 20) // want `tool "list_notes": the handler reads argument "count" \(argInt\), which the schema of the mcp.NewTool options does not declare`
		return mcp.NewToolResultText(fmt.Sprint(folder, n, pagination(args))), nil
	})
	s.AddTool(mcp.NewTool("recent_notes",
		mcp.WithString("folder"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		args := req.GetArguments()
		sort := argAs[string](args, "sort") // want `tool "recent_notes": the handler reads argument "sort" \(argAs.s .\(string\) assertion\), which the schema of the mcp.NewTool options does not declare`
		return mcp.NewToolResultText(fmt.Sprint(argAs[string](args, "folder"), sort, pagination(args))), nil
	})
}
