package ctoropts

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var readOnlyTools = map[string]bool{"list_projects": true}

// newMCPTool hands its options to mcp.NewTool as they are, adding an
// annotation: the options at its call are the tool's schema.
func newMCPTool(name string, opts ...mcp.ToolOption) mcp.Tool {
	if readOnlyTools[name] {
		opts = append(opts, mcp.WithReadOnlyHintAnnotation(true))
	}
	return mcp.NewTool(name, opts...)
}

// newPagedTool adds a property of its own: the options at its call are
// not the whole schema.
func newPagedTool(name string, opts ...mcp.ToolOption) mcp.Tool {
	opts = append(opts, mcp.WithNumber("cursor"))
	return mcp.NewTool(name, opts...)
}

// RegisterProjectTool forwards a tool and its handler to the server.
func RegisterProjectTool(s *server.MCPServer, tool mcp.Tool, handler server.ToolHandlerFunc) {
	s.AddTool(tool, handler)
}

type clientFunc func(ctx context.Context, email string) (string, error)

func RegisterProjects(s *server.MCPServer, getClient clientFunc) {
	tool := newMCPTool("list_projects", mcp.WithString("email"))
	RegisterProjectTool(s, tool, makeListProjects(getClient))
	paged := newPagedTool("list_pages", mcp.WithString("email"))
	RegisterProjectTool(s, paged, makeListPages(getClient))
}

// makeListProjects takes a client getter (a function of handler-like
// shape) and returns the handler.
func makeListProjects(getClient clientFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		c, err := getClient(ctx, req.GetString("email", ""))
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		size := req.GetInt("page_size", 50) // want `tool "list_projects": the handler reads argument "page_size" \(GetInt\), which the schema of the mcp.NewTool options does not declare`
		return mcp.NewToolResultText(c + string(rune(size))), nil
	}
}

func makeListPages(getClient clientFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		c, err := getClient(ctx, req.GetString("email", ""))
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		size := req.GetInt("cursor", 0) // declared by newPagedTool
		return mcp.NewToolResultText(c + string(rune(size))), nil
	}
}
