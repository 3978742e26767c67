// want package:"uses mcp"

// Package mcpgo registers tools with mark3labs/mcp-go in every style the
// model must follow.
package mcpgo

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Args struct {
	Query string `json:"query"`
}

type Result struct {
	Items []string `json:"items"`
}

func raw(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("ok"), nil
}

func failing(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, context.Canceled
}

func logging(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

func typed(ctx context.Context, req mcp.CallToolRequest, a Args) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(a.Query), nil
}

func structured(ctx context.Context, req mcp.CallToolRequest, a Args) (Result, error) {
	return Result{}, nil
}

// GetMe is a factory returning the definition and the handler.
func GetMe() (mcp.Tool, server.ToolHandlerFunc) { // want GetMe:"factory\\(get_me\\)" GetMe:"handler factory \\(mcp-go-raw\\)"
	return mcp.NewTool("get_me", mcp.WithDescription("who am I")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, nil
	}
}

// ListTool returns a ServerTool.
func ListTool() server.ServerTool { // want ListTool:"factory\\(list_items\\)"
	return server.ServerTool{Tool: mcp.NewTool("list_items"), Handler: raw}
}

// wrapTool converts handler errors into isError results.
func wrapTool(h server.ToolHandlerFunc) server.ToolHandlerFunc { // want wrapTool:"wrapper\\(0\\) converts"
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := h(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	}
}

// logged passes errors on.
func logged(h server.ToolHandlerFunc) server.ToolHandlerFunc { // want logged:"wrapper\\(0\\) passes"
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return h(ctx, req)
	}
}

func Setup() { // want Setup:"mutates tools: mcpgo.Setup \\(\\*server.MCPServer\\).AddTool"
	s := server.NewMCPServer("x", "1")
	// 11. raw named handler, NewTool
	s.AddTool(mcp.NewTool("raw_named", mcp.WithDescription("d")), raw)
	// 12. NewTypedToolHandler: still JSON-RPC
	s.AddTool(mcp.NewTool("typed"), mcp.NewTypedToolHandler(typed))
	// 13. NewStructuredToolHandler with WithOutputSchema: isError
	s.AddTool(mcp.NewTool("structured", mcp.WithOutputSchema[Result]()), mcp.NewStructuredToolHandler(structured))
	// 14. factory returning (Tool, handler)
	s.AddTool(GetMe())
	// 15. ServerTool slice literal spread into AddTools
	tools := []server.ServerTool{
		{Tool: mcp.NewTool("slice_a"), Handler: raw},
		{Tool: mcp.Tool{Name: "slice_b"}, Handler: logged(logging)},
	}
	s.AddTools(tools...)
	// 16. SetTools with a ServerTool factory
	s.SetTools(ListTool())
	// 17. wrapper converting errors
	s.AddTool(mcp.NewTool("wrapped"), wrapTool(failing))
	// 18. session tool
	_ = s.AddSessionTool("session-1", mcp.NewTool("session_tool"), raw)
	// 19. raw JSON output schema
	s.AddTool(mcp.NewTool("raw_schema", mcp.WithRawOutputSchema(json.RawMessage(`{"type":"object"}`))), raw)
	// 20. NewToolWithRawSchema
	s.AddTool(mcp.NewToolWithRawSchema("raw_input", "d", json.RawMessage(`{"type":"object"}`)), raw)
}
