// Package shelltools wraps runner's values with mcp-go's
// NewToolResultStructured, which sets no isError: a value whose Error
// field is set goes back as a success unless the tool looks at it first.
package shelltools

import (
	"context"
	"os"

	"fixtures/errlayer/errfield/runner"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type ExecArgs struct {
	Cmd string `json:"cmd"`
}

type ReadArgs struct {
	Path string `json:"path"`
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("exec", mcp.WithInputSchema[ExecArgs]()), mcp.NewTypedToolHandler(func(ctx context.Context, req mcp.CallToolRequest, args ExecArgs) (*mcp.CallToolResult, error) {
		resp := runner.Run(args.Cmd)
		return mcp.NewToolResultStructured(resp, "exec result"), nil // want `tool "exec": the failure that Run reports in field Error of its result \(runner.go:\d+\) goes back as the structured content of a success result \(NewToolResultStructured sets no isError\)`
	}))
	s.AddTool(mcp.NewTool("vet", mcp.WithInputSchema[ExecArgs]()), mcp.NewTypedToolHandler(func(ctx context.Context, req mcp.CallToolRequest, args ExecArgs) (*mcp.CallToolResult, error) {
		resp := runner.Vet(args.Cmd)
		return mcp.NewToolResultStructured(resp, "vet result"), nil // want `tool "vet": the failure that Vet reports in field Error of its result`
	}))
	s.AddTool(mcp.NewTool("read", mcp.WithInputSchema[ReadArgs]()), mcp.NewTypedToolHandler(func(ctx context.Context, req mcp.CallToolRequest, args ReadArgs) (*mcp.CallToolResult, error) {
		b, err := os.ReadFile(args.Path)
		if err != nil {
			return mcp.NewToolResultStructured(map[string]any{"error": err.Error()}, "read failed"), nil // want `tool "read": the error's text goes back as the structured content of a success result`
		}
		return mcp.NewToolResultStructured(map[string]any{"content": string(b)}, "read result"), nil
	}))

	// Correct code that looks like the bug.
	s.AddTool(mcp.NewTool("exec_checked", mcp.WithInputSchema[ExecArgs]()), mcp.NewTypedToolHandler(func(ctx context.Context, req mcp.CallToolRequest, args ExecArgs) (*mcp.CallToolResult, error) {
		resp := runner.Run(args.Cmd)
		if resp.Error != "" {
			return mcp.NewToolResultError(resp.Error), nil
		}
		return mcp.NewToolResultStructured(resp, "exec result"), nil
	}))
	s.AddTool(mcp.NewTool("scan", mcp.WithInputSchema[ReadArgs]()), mcp.NewTypedToolHandler(func(ctx context.Context, req mcp.CallToolRequest, args ReadArgs) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultStructured(runner.Scan([]string{args.Path}), "scan result"), nil
	}))
	s.AddTool(mcp.NewTool("echo", mcp.WithInputSchema[ReadArgs]()), mcp.NewTypedToolHandler(func(ctx context.Context, req mcp.CallToolRequest, args ReadArgs) (*mcp.CallToolResult, error) {
		resp := runner.Echo(args.Path)
		return mcp.NewToolResultStructured(resp, "echo"), nil
	}))
}
