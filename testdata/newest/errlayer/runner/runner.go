// Package runner wraps a command line: its runner answers a failed run
// with the failure's text and a nil error (zopen-mcp-server), so a
// handler that sends that text on without looking at it hides the
// failure.
package runner

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os/exec"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func run(ctx context.Context, args ...string) (string, error) {
	cmd := exec.CommandContext(ctx, "tool", args...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		if errors.Is(err, exec.ErrNotFound) {
			return "", fmt.Errorf("tool not found: %w", err)
		}
		return fmt.Sprintf("❌ Error (exit code %d):\n%s", cmd.ProcessState.ExitCode(), stderr.String()), nil
	}
	return stdout.String(), nil
}

// banner always answers the same text: no failure path.
func banner() (string, error) { return "Error reporting is on", nil }

type Args struct{}

func text(s string) []mcp.Content { return []mcp.Content{&mcp.TextContent{Text: s}} }

func help(ctx context.Context, req *mcp.CallToolRequest, args Args) (*mcp.CallToolResult, any, error) {
	out, err := run(ctx, "--help")
	if err != nil {
		return &mcp.CallToolResult{Content: text(err.Error()), IsError: true}, nil, nil
	}
	return &mcp.CallToolResult{Content: text(out), IsError: false}, nil, nil // want `tool "help": the failure text that run returns with a nil error \("❌ Error \(exit code %d\)" at runner.go:26\) goes back in a CallToolResult without IsError`
}

// version checks the text first: correct.
func version(ctx context.Context, req *mcp.CallToolRequest, args Args) (*mcp.CallToolResult, any, error) {
	out, err := run(ctx, "--version")
	if err != nil {
		return nil, nil, err
	}
	return &mcp.CallToolResult{Content: text(out), IsError: strings.HasPrefix(out, "❌")}, nil, nil
}

// list looks at the text before answering: correct.
func list(ctx context.Context, req *mcp.CallToolRequest, args Args) (*mcp.CallToolResult, any, error) {
	out, err := run(ctx, "list")
	if err != nil {
		return nil, nil, err
	}
	if strings.HasPrefix(out, "❌") {
		return nil, nil, errors.New(out)
	}
	return &mcp.CallToolResult{Content: text(out)}, nil, nil
}

// about sends a text that only reads like a failure.
func about(ctx context.Context, req *mcp.CallToolRequest, args Args) (*mcp.CallToolResult, any, error) {
	out, _ := banner()
	return &mcp.CallToolResult{Content: text(out)}, nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "help"}, help)
	mcp.AddTool(s, &mcp.Tool{Name: "version"}, version)
	mcp.AddTool(s, &mcp.Tool{Name: "list"}, list)
	mcp.AddTool(s, &mcp.Tool{Name: "about"}, about)
}
