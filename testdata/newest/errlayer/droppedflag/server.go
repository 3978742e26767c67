// Package droppedflag adapts tools of its own interface, whose result
// type has an isError flag, to mcp-go through one handler per server.
package droppedflag

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// ToolResult is the project's answer of a tool.
type ToolResult struct {
	Content string
	IsError bool
}

func NewToolResult(text string) *ToolResult { return &ToolResult{Content: text} }
func NewToolError(msg string) *ToolResult   { return &ToolResult{Content: msg, IsError: true} }

// Tool is a tool of the project.
type Tool interface {
	Name() string
	Execute(ctx context.Context, args map[string]any) (*ToolResult, error) // want Execute:"handler errors: server.go:36"
}

type clink struct{ clis []string }

func (c *clink) Name() string { return "clink" }
func (c *clink) Execute(ctx context.Context, args map[string]any) (*ToolResult, error) { // want Execute:"handler errors: server.go:36"
	if len(c.clis) == 0 {
		return NewToolError("no CLI configured"), nil
	}
	if args["prompt"] == nil {
		return nil, errors.New("prompt is required")
	}
	return NewToolResult("ran " + c.clis[0]), nil
}

// Register drops the flag: every NewToolError answer is a success.
func Register(s *server.MCPServer, t Tool) {
	s.AddTool(mcp.NewTool(t.Name()), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		result, err := t.Execute(ctx, req.GetArguments())
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		if result == nil {
			return mcp.NewToolResultText(""), nil
		}
		return mcp.NewToolResultText(result.Content), nil // want `the tools' result type \*droppedflag.ToolResult has an IsError flag, but this handler builds the SDK result from result.Content and never reads result.IsError`
	})
}

// RegisterMapped is the look-alike: it carries the flag over.
func RegisterMapped(s *server.MCPServer, t Tool) {
	s.AddTool(mcp.NewTool(t.Name()), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		result, err := t.Execute(ctx, req.GetArguments())
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		res := mcp.NewToolResultText(result.Content)
		res.IsError = result.IsError
		return res, nil
	})
}

// RegisterConverted hands the result whole to a converter, which may map
// the flag: not judged here.
func RegisterConverted(s *server.MCPServer, t Tool) {
	s.AddTool(mcp.NewTool(t.Name()), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		result, err := t.Execute(ctx, req.GetArguments())
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return toSDK(result), nil
	})
}

// RegisterChecked tests the flag first: an answer it builds from the
// content is the success one.
func RegisterChecked(s *server.MCPServer, t Tool) {
	s.AddTool(mcp.NewTool(t.Name()), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		result, err := t.Execute(ctx, req.GetArguments())
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		if result.IsError {
			return mcp.NewToolResultError(result.Content), nil
		}
		return mcp.NewToolResultText(result.Content), nil
	})
}

func toSDK(r *ToolResult) *mcp.CallToolResult {
	res := mcp.NewToolResultText(r.Content)
	res.IsError = r.IsError
	return res
}

// Main wires one of each.
func Main(s *server.MCPServer) {
	Register(s, &clink{})
	RegisterMapped(s, &clink{clis: []string{"a"}})
	RegisterConverted(s, &clink{clis: []string{"b"}})
	RegisterChecked(s, &clink{clis: []string{"c"}})
}
