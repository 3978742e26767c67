// Package adaptedfactory keeps its tools in a table of a handler type of
// its own and adapts each with a function that returns the SDK handler:
// a closure that calls the project handler and returns what it returns.
// The adapted tools go to the server as a list of server.ServerTool.
package adaptedfactory

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type User struct{ ID string }

// ToolHandler is mcp-go's handler with the caller's user added.
type ToolHandler func(ctx context.Context, user *User, req mcp.CallToolRequest) (*mcp.CallToolResult, error)

type Tool struct {
	Tool    mcp.Tool
	Handler ToolHandler
}

// Wrap adapts a project handler: the user comes from the context.
func Wrap(handler ToolHandler) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		user, ok := ctx.Value("user").(*User)
		if !ok {
			return mcp.NewToolResultError("no user"), nil
		}
		return handler(ctx, user, req)
	}
}

var projectTools = []Tool{
	{Tool: mcp.NewTool("get_project", mcp.WithString("project_id", mcp.Required())), Handler: getProject},
	{Tool: mcp.NewTool("list_projects"), Handler: listProjects},
}

func getProject(ctx context.Context, user *User, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("project_id", "")
	p, err := load(id)
	if err != nil {
		return nil, err // want `tool "get_project": mcp-go sends this error as a JSON-RPC error -32603 \(from load\)`
	}
	return mcp.NewToolResultText(p), nil
}

func listProjects(ctx context.Context, user *User, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p, err := load(user.ID)
	if err != nil {
		return mcp.NewToolResultErrorFromErr("listing failed", err), nil
	}
	return mcp.NewToolResultText(p), nil
}

func load(id string) (string, error) {
	if id == "" {
		return "", errors.New("no such project")
	}
	return id, nil
}

// GetTools adapts every tool of the table.
func GetTools() []server.ServerTool {
	var out []server.ServerTool
	for _, t := range projectTools {
		out = append(out, server.ServerTool{Tool: t.Tool, Handler: Wrap(t.Handler)})
	}
	return out
}

func Register(s *server.MCPServer) {
	s.AddTools(GetTools()...)
}

// AdminHandler is a second project type, adapted by a factory whose
// closure answers the handler's error with an isError result: its
// handlers' errors reach the model.
type AdminHandler func(ctx context.Context, req mcp.CallToolRequest) (string, error)

func WrapAdmin(handler AdminHandler) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		text, err := handler(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(text), nil
	}
}

type AdminTool struct {
	Tool    mcp.Tool
	Handler AdminHandler
}

var adminTools = []AdminTool{
	{Tool: mcp.NewTool("purge_cache"), Handler: purgeCache},
}

func purgeCache(ctx context.Context, req mcp.CallToolRequest) (string, error) {
	if _, err := load(req.GetString("region", "")); err != nil {
		return "", err // answered by WrapAdmin with an isError result
	}
	return "purged", nil
}

func RegisterAdmin(s *server.MCPServer) {
	for _, t := range adminTools {
		s.AddTool(t.Tool, WrapAdmin(t.Handler))
	}
}
