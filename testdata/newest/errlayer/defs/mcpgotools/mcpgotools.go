// Package mcpgotools defines mcp-go tools that some other package
// registers: factories returning (mcp.Tool, handler), ServerTool values
// and a toolset struct of the server's own.
package mcpgotools

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func lookup(ctx context.Context, id string) (string, error) {
	if id == "" {
		return "", errors.New("issue not found")
	}
	return id, ctx.Err()
}

// GetIssue is a (Tool, handler) factory: the handler type decides.
func GetIssue() (mcp.Tool, server.ToolHandlerFunc) {
	return mcp.NewTool("get_issue"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		v, err := lookup(ctx, req.GetString("id", ""))
		if err != nil {
			return nil, err // want `tool "get_issue": mcp-go sends this error as a JSON-RPC error -32603`
		}
		return mcp.NewToolResultText(v), nil
	}
}

// CloseIssue returns a ServerTool literal.
func CloseIssue() server.ServerTool {
	return server.ServerTool{
		Tool: mcp.NewTool("close_issue"),
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if _, err := lookup(ctx, req.GetString("id", "")); err != nil {
				return nil, err // want `tool "close_issue": mcp-go sends this error as a JSON-RPC error -32603`
			}
			return mcp.NewToolResultText("closed"), nil
		},
	}
}

// OpenIssue converts its error: no finding.
func OpenIssue() server.ServerTool {
	return server.ServerTool{
		Tool: mcp.NewTool("open_issue"),
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if _, err := lookup(ctx, req.GetString("id", "")); err != nil {
				return mcp.NewToolResultErrorFromErr("lookup failed", err), nil
			}
			return mcp.NewToolResultText("opened"), nil
		},
	}
}

// toolDef is the server's own toolset entry.
type toolDef struct {
	tool    mcp.Tool
	handler server.ToolHandlerFunc
}

// Tools lists the toolset; a loop in main registers it.
func Tools() []toolDef {
	return []toolDef{
		{
			tool: mcp.NewTool("list_issues"),
			handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				v, err := lookup(ctx, "x")
				if err != nil {
					return nil, err // want `tool "list_issues": mcp-go sends this error as a JSON-RPC error -32603`
				}
				return mcp.NewToolResultText(v), nil
			},
		},
		{
			tool: mcp.NewTool("count_issues"),
			handler: mcp.NewStructuredToolHandler(func(ctx context.Context, req mcp.CallToolRequest, args struct{}) (int, error) {
				_, err := lookup(ctx, "x")
				return 1, err // structured: an isError result, no finding
			}),
		},
	}
}

// More lists tools in literals without keys.
func More() []toolDef {
	return []toolDef{
		{mcp.NewTool("reopen_issue"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			_, err := lookup(ctx, "x")
			return mcp.NewToolResultText("reopened"), err // want `tool "reopen_issue": mcp-go sends this error as a JSON-RPC error -32603`
		}},
	}
}

// Register adds the toolset in a loop.
func Register(s *server.MCPServer) {
	for _, d := range append(Tools(), More()...) {
		s.AddTool(d.tool, d.handler)
	}
}
