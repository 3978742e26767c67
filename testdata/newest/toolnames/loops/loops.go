// Package loops: a registration inside a range loop over a list the model
// can read stands for one registration per element (stokaro/dev-postgres-mcp
// keeps its tools in a list a method returns), so a name listed twice is a
// duplicate on the loop's server. Shared by both SDK generations.
package loops

import (
	"context"

	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func route(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(req.Params.Name), nil
}

type catalog struct{}

func (catalog) tools() []mcp.Tool {
	return []mcp.Tool{
		mcp.NewTool("catalog_list"),
		mcp.NewTool("catalog_get"),
		mcp.NewTool("catalog_list"), // want `tool "catalog_list" is already registered on server s`
	}
}

func RegisterCatalog(c catalog) {
	s := server.NewMCPServer("x", "1")
	for _, t := range c.tools() {
		s.AddTool(t, route)
	}
}

// RegisterGiven ranges over a list it is given: the names are the
// caller's, unknown here, and nothing is reported.
func RegisterGiven(tools []mcp.Tool) {
	s := server.NewMCPServer("x", "1")
	for _, t := range tools {
		s.AddTool(t, route)
	}
	s.AddTool(mcp.NewTool("catalog_list"), route)
}

// RegisterDistinct lists each name once: no duplicate.
func RegisterDistinct() {
	s := server.NewMCPServer("x", "1")
	for _, t := range []mcp.Tool{mcp.NewTool("distinct_a"), mcp.NewTool("distinct_b")} {
		s.AddTool(t, route)
	}
}

var obj = map[string]any{"type": "object"}

func gosdkRoute(ctx context.Context, req *gosdk.CallToolRequest) (*gosdk.CallToolResult, error) {
	return &gosdk.CallToolResult{}, nil
}

// RegisterGoSDK: the same with go-sdk tool pointers in a map literal.
func RegisterGoSDK() {
	s := gosdk.NewServer(&gosdk.Implementation{Name: "x", Version: "1"}, nil)
	tools := map[string]*gosdk.Tool{
		"a": {Name: "sdk_lookup", InputSchema: obj},
		"b": {Name: "sdk_lookup", InputSchema: obj}, // want `tool "sdk_lookup" is already registered on server s`
	}
	for _, t := range tools {
		s.AddTool(t, gosdkRoute)
	}
}
