// Package tools answers with what package client returns.
package tools

import (
	"context"
	"strings"

	"fixtures/errlayer/helpertextpkg/client"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer, c *client.Client) {
	s.AddTool(mcp.NewTool("get_tag", mcp.WithString("name", mcp.Required())), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		text, err := c.GetTag(req.GetString("name", ""))
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(text), nil // want `tool "get_tag": the failure text that GetTag returns with a nil error \("Tag not found" at client.go:21\)`
	})
	s.AddTool(mcp.NewTool("describe"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		text, err := c.Describe()
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(text), nil
	})
	s.AddTool(mcp.NewTool("status"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		text, err := c.Status()
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		if strings.HasSuffix(text, "not installed") {
			return mcp.NewToolResultError(text), nil
		}
		return mcp.NewToolResultText(text), nil
	})
}
