// Package local registers tools through helpers that take the tool name
// as a parameter, with go-sdk v1.4.1 and mcp-go v0.43.2.
package local

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	City string `json:"city"`
}

type Out struct {
	Temperature float64 `json:"temperature"`
}

func typed(ctx context.Context, req *gomcp.CallToolRequest, in In) (*gomcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

func raw(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

func register(s *gomcp.Server, name string) {
	gomcp.AddTool(s, &gomcp.Tool{Name: name}, typed)
}

func describe(s *gomcp.Server, desc string) {
	gomcp.AddTool(s, &gomcp.Tool{Name: "describe", Description: desc}, typed)
}

func reassigned(s *gomcp.Server, name string) {
	name = strings.TrimSpace(name)
	gomcp.AddTool(s, &gomcp.Tool{Name: name}, typed)
}

func addTool(s *server.MCPServer, name, desc string, h server.ToolHandlerFunc) {
	s.AddTool(mcp.NewTool(name, mcp.WithDescription(desc)), h)
}

func GoSDK(dynamic string) {
	s := gomcp.NewServer(&gomcp.Implementation{Name: "x", Version: "1"}, nil)
	register(s, "bad name") // want `tool name "bad name" has a space at offset 3; .*: write "bad_name"`
	register(s, "ok")
	register(s, "ok")                 // want `tool "ok", registered here by local.register \(local.go:\d+:\d+\), is already registered on server s by local.register`
	describe(s, "a long description") // the parameter is not the name
	reassigned(s, " spaced ")         // the helper changes the name
	register(s, dynamic)              // not a constant
	t := gomcp.NewServer(&gomcp.Implementation{Name: "t", Version: "1"}, nil)
	register(t, "ok") // another server
}

func MCPGo() {
	s := server.NewMCPServer("x", "1")
	addTool(s, "list issues", "List issues", raw) // want `tool name "list issues" has a space at offset 4`
	addTool(s, "get_issue", "Get an issue", raw)
	addTool(s, "get_issue", "Get it again", raw) // want `tool "get_issue", registered here by local.addTool .*, is already registered on server s`
	t := server.NewMCPServer("t", "1")
	addTool(t, "get_issue", "Another server", raw)
}
