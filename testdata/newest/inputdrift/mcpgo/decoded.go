package mcpgo

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type pageArgs struct {
	Title string `json:"title"`
	Limit int    `json:"limit"`
	Space string `json:"space"`
	Draft bool   `json:"draft"`
}

// listPages binds the arguments into a struct: its fields are typed reads
// against the NewTool options.
func listPages(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args pageArgs
	if err := req.BindArguments(&args); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(args.Title, args.Limit)), nil // want `tool "list_pages": argument "limit" is declared string by the schema of the mcp.NewTool options, but the handler reads it as integer \(field Limit of pageArgs\)`
}

func getPage(ctx context.Context, req mcp.CallToolRequest, args pageArgs) (*mcp.CallToolResult, error) {
	if args.Draft { // want `tool "get_page": the handler reads arguments "draft", "space" \(fields of pageArgs\), which the schema of the mcp.NewTool options does not declare, so a client that follows the schema never sends them`
		return mcp.NewToolResultText("draft"), nil
	}
	return mcp.NewToolResultText(args.Title + args.Space), nil
}

func RegisterDecoded(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("list_pages", mcp.WithString("title"), mcp.WithString("limit")), listPages)
	s.AddTool(mcp.NewTool("get_page", mcp.WithString("title", mcp.Required())), mcp.NewTypedToolHandler(getPage))
	// The same handler behind another tool: its reads are reported once,
	// for list_pages (numberint.go has the number-into-int case).
	s.AddTool(mcp.NewTool("count_pages", mcp.WithString("title"), mcp.WithNumber("limit"), mcp.WithString("space"), mcp.WithBoolean("draft")),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return listPages(ctx, req)
		})
}
