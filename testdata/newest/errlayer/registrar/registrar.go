// Package registrar registers its tools through its own interface, which
// the SDK's server and a filter in front of it implement: the handlers
// keep mcp-go's raw type, and their errors the SDK's meaning.
package registrar

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// ToolRegistrar is what the tools are registered with.
type ToolRegistrar interface {
	AddTool(tool mcp.Tool, handler server.ToolHandlerFunc)
}

// Filtered registers only the tools its filter allows, on inner.
type Filtered struct {
	inner ToolRegistrar
	allow func(string) bool
}

func (f *Filtered) AddTool(tool mcp.Tool, handler server.ToolHandlerFunc) {
	if f.allow(tool.Name) {
		f.inner.AddTool(tool, handler)
	}
}

var errDown = errors.New("upstream down")

func RegisterTools(s ToolRegistrar) {
	s.AddTool(mcp.NewTool("list_rooms"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, errDown // want `tool "list_rooms": mcp-go sends this error as a JSON-RPC error -32603`
	})
	s.AddTool(mcp.NewTool("get_room"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultErrorFromErr("get room", errDown), nil
	})
}

func Serve() *server.MCPServer {
	s := server.NewMCPServer("rooms", "1.0")
	RegisterTools(&Filtered{inner: s, allow: func(string) bool { return true }})
	return s
}
