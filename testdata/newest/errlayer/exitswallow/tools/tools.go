// Package tools runs commands through package runner: a runner that
// returns a failed command with a nil error makes each tool that sends its
// output as a success hide the failure.
package tools

import (
	"context"
	"fmt"

	"fixtures/errlayer/exitswallow/runner"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("docker_logs", mcp.WithString("container", mcp.Required())), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		cmd := fmt.Sprintf("docker logs %s", req.GetString("container", ""))
		out, err := runner.Execute(ctx, cmd)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(out), nil // want `tool "docker_logs": runner.Execute returns a command's output with a nil error when the command exits non-zero`
	})
	// Look-alike: the runner that returns an error for a non-zero exit.
	s.AddTool(mcp.NewTool("docker_logs_strict", mcp.WithString("container", mcp.Required())), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := runner.ExecuteStrict(ctx, "docker logs "+req.GetString("container", ""))
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(out), nil
	})
	// Look-alike: a fixed script whose exit status its author knows.
	s.AddTool(mcp.NewTool("host_info"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := runner.Execute(ctx, `echo "Hostname: $(hostname)"; echo "Kernel: $(uname -r)"`)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(out), nil
	})
	// Look-alike: an || fallback answers the first command's failure.
	s.AddTool(mcp.NewTool("listeners", mcp.WithNumber("port")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var cmd string
		if port := req.GetInt("port", 0); port > 0 {
			cmd = fmt.Sprintf("ss -tlnp | grep ':%d ' || netstat -tlnp | grep ':%d '", port, port)
		} else {
			cmd = "ss -tlnp || netstat -tlnp"
		}
		out, err := runner.Execute(ctx, cmd)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(out), nil
	})
	s.AddTool(mcp.NewTool("cli", mcp.WithString("args")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := runner.RunCLI(ctx, "llm-cli", req.GetString("args", ""))
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(out), nil // want `tool "cli": runner.RunCLI returns a command's output with a nil error when the command exits non-zero`
	})
	// Look-alike: the failed run comes back as an error.
	s.AddTool(mcp.NewTool("cli_strict", mcp.WithString("args")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := runner.RunCLIStrict(ctx, "llm-cli", req.GetString("args", ""))
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(out), nil
	})
}
