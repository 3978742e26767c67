// Package handler holds the tools' handlers; package register declares
// the tools and their schemas.
package handler

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func UpdateUser(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want UpdateUser:"argument reads 3"
	name, groups := "", []string{}
	if args, ok := req.Params.Arguments.(map[string]any); ok {
		if v, ok := args["name"].(string); ok {
			name = v
		}
		if v, ok := args["groups"].([]string); ok {
			groups = v
		}
		if v, ok := args["userid"].(string); ok {
			name += v
		}
	}
	_ = groups
	return mcp.NewToolResultText(name), nil
}

// GetUser reads what its schema declares.
func GetUser(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want GetUser:"argument reads 1"
	id := req.GetString("id", "")
	return mcp.NewToolResultText(id), nil
}

// SetTags takes "tags" as the string its schema declares, or as a list:
// leniency, not a mismatch.
func SetTags(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want SetTags:"argument reads 2"
	var tags []any
	if arr, ok := req.GetArguments()["tags"].([]any); ok {
		tags = arr
	} else if s, ok := req.GetArguments()["tags"].(string); ok {
		tags = []any{s}
	}
	return mcp.NewToolResultText(fmt.Sprint(tags...)), nil
}

// ScanHandler returns the scan tool's handler: it reads "source" only,
// through an accessor.
func ScanHandler(prefix string) server.ToolHandlerFunc { // want ScanHandler:"argument reads 1"
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText(prefix + req.GetString("source", "")), nil
	}
}

// ListHandler hands its request to a helper: its reads are not all in
// sight.
func ListHandler() server.ToolHandlerFunc { // want ListHandler:"argument reads 2"
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText(req.GetString("dir", "") + listOrder(req)), nil
	}
}

func listOrder(req mcp.CallToolRequest) string { return req.GetString("order", "name") }
