// Package structparam registers its tools through a method that takes
// each tool as a struct of the project's and registers its own closure
// for it, under the struct's Name.
package structparam

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Tool struct {
	Name        string
	Description string
	InputSchema map[string]any
	Handler     func(ctx context.Context, args map[string]any) (any, error)
}

type Server struct {
	mcp   *server.MCPServer
	tools map[string]Tool
}

func (s *Server) RegisterTool(tool Tool) {
	s.tools[tool.Name] = tool
	var def mcp.Tool
	if tool.InputSchema != nil {
		schema, _ := json.Marshal(tool.InputSchema)
		def = mcp.NewToolWithRawSchema(tool.Name, tool.Description, schema)
	} else {
		def = mcp.NewTool(tool.Name, mcp.WithDescription(tool.Description))
	}
	name := tool.Name
	s.mcp.AddTool(def, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := s.tools[name].Handler(ctx, req.GetArguments())
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		b, _ := json.Marshal(out)
		return mcp.NewToolResultText(string(b)), nil
	})
}

func ping(ctx context.Context, args map[string]any) (any, error) { return "pong", nil }

func (s *Server) registerTools() {
	s.RegisterTool(Tool{Name: "ping", Description: "Ping.", Handler: ping})
	s.RegisterTool(Tool{Name: "server info", Description: "Info.", Handler: ping}) // want `tool name "server info" has a space at offset 6`
}
