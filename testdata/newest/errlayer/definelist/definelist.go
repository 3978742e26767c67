// Package definelist builds each tool's definition and handler in a
// method of its own, lists the methods' results, and registers the list.
package definelist

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type toolDefinition struct {
	definition *mcp.Tool
	handler    server.ToolHandlerFunc
}

type Server struct {
	mcp  *server.MCPServer
	apps map[string]string
}

func (s *Server) defineTools() []toolDefinition {
	return []toolDefinition{
		s.defineListApps(),
		s.defineGetApp(),
	}
}

func (s *Server) defineListApps() toolDefinition {
	tool := mcp.NewTool("list_apps", mcp.WithNumber("limit"))
	handler := s.handleListApps
	return toolDefinition{definition: &tool, handler: handler}
}

func (s *Server) defineGetApp() toolDefinition {
	tool := mcp.NewTool("get_app", mcp.WithString("app_id", mcp.Required()))
	return toolDefinition{definition: &tool, handler: s.handleGetApp}
}

func (s *Server) handleListApps(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if s.apps == nil {
		return nil, errors.New("vendor portal unreachable") // want `tool "list_apps": mcp-go sends this error as a JSON-RPC error -32603`
	}
	return mcp.NewToolResultText("ok"), nil
}

func (s *Server) handleGetApp(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := req.RequireString("app_id")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	name, ok := s.apps[id]
	if !ok {
		return mcp.NewToolResultError("no app " + id), nil
	}
	return mcp.NewToolResultText(name), nil
}

func (s *Server) registerTools() {
	tools := s.defineTools()
	for _, tool := range tools {
		s.mcp.AddTool(*tool.definition, tool.handler)
	}
}
