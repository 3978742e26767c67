// Package decorated adapts a table of project handlers with a factory,
// and wraps one handler in a project middleware that reads the argument
// the handler itself leaves alone.
package decorated

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type User struct{ ID string }

type ToolHandler func(ctx context.Context, user *User, req mcp.CallToolRequest) (*mcp.CallToolResult, error)

type Tool struct {
	Tool    mcp.Tool
	Handler ToolHandler
}

func Wrap(handler ToolHandler) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return handler(ctx, &User{}, req)
	}
}

type docKey struct{}

// WithDoc reads doc_id and loads the document for the handler it wraps.
func WithDoc(next ToolHandler) ToolHandler {
	return func(ctx context.Context, user *User, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id, err := req.RequireString("doc_id")
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return next(context.WithValue(ctx, docKey{}, id), user, req)
	}
}

// getDoc reads no argument: WithDoc did.
func getDoc(ctx context.Context, _ *User, _ mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, _ := ctx.Value(docKey{}).(string)
	return mcp.NewToolResultText(id), nil
}

// ping reads nothing and has nothing in between: its required argument
// is never read.
func ping(ctx context.Context, _ *User, _ mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("pong"), nil
}

var tools = []Tool{
	{Tool: mcp.NewTool("get_doc", mcp.WithString("doc_id", mcp.Required())), Handler: WithDoc(getDoc)},
	{Tool: mcp.NewTool("ping", mcp.WithString("target", mcp.Required())), Handler: ping},
}

func Register(s *server.MCPServer) {
	var st []server.ServerTool
	for _, t := range tools {
		st = append(st, server.ServerTool{Tool: t.Tool, Handler: Wrap(t.Handler)})
	}
	s.AddTools(st...)
}
