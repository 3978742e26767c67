// want package:"uses mcp"

// Package older registers tools with older SDK releases (go-sdk v1.4.1,
// mcp-go v0.43.2), whose registration API the model must read the same way.
package older

import (
	"context"

	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type In struct {
	Q string `json:"q"`
}

type Out struct {
	N int `json:"n"`
}

func typed(ctx context.Context, req *gosdk.CallToolRequest, in In) (*gosdk.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

func raw(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

func Setup() { // want Setup:"mutates tools: older.Setup mcp.AddTool"
	s := gosdk.NewServer(&gosdk.Implementation{Name: "x", Version: "1"}, nil)
	gosdk.AddTool(s, &gosdk.Tool{Name: "typed_old"}, typed)
	m := server.NewMCPServer("x", "1")
	m.AddTool(mcp.NewTool("raw_old", mcp.WithOutputSchema[Out]()), raw)
}
