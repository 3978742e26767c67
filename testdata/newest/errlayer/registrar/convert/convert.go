// Package convert's registrar turns every handler error into an isError
// result before the SDK sees it: its tools' errors are answers.
package convert

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Registrar interface {
	AddTool(tool mcp.Tool, handler server.ToolHandlerFunc)
}

type safe struct{ s *server.MCPServer }

func (r safe) AddTool(tool mcp.Tool, handler server.ToolHandlerFunc) {
	r.s.AddTool(tool, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := handler(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	})
}

func RegisterTools(r Registrar) {
	r.AddTool(mcp.NewTool("list_rooms"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, errors.New("upstream down")
	})
}

func Serve() *server.MCPServer {
	s := server.NewMCPServer("rooms", "1.0")
	RegisterTools(safe{s})
	return s
}
