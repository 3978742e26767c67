// Package deadhandler has handlers that no registration here names. An
// exported one may be registered by another package, so its body is read;
// an unexported one that nothing refers to (its AddTool commented out) is
// dead code, and nothing is said of it.
package deadhandler

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Controller struct{}

func (c *Controller) Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("list_stores"), c.listStores)
	// s.AddTool(mcp.NewTool("create_store"), c.createStore)
}

func (c *Controller) listStores(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("[]"), nil
}

func (c *Controller) createStore(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetArguments()["name"].(string)
	return mcp.NewToolResultText(name), nil
}

// CreateStore is exported: another package may register it.
func (c *Controller) CreateStore(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want CreateStore:"error result: nil"
	name := req.GetArguments()["name"].(string) // want `tool handler: argument "name" is read with a single-value .\(string\) assertion`
	return mcp.NewToolResultText(name), nil
}
