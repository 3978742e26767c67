// Package runner runs shell commands for the tools of package tools; it
// knows nothing of MCP.
package runner

import (
	"context"
	"fmt"
	"os/exec"
)

// Result is a finished command.
type Result struct {
	Output   string
	ExitCode int
}

// Run runs cmd and reports its exit code; only a command that cannot start
// is an error.
func Run(ctx context.Context, cmd string) (*Result, error) {
	c := exec.CommandContext(ctx, "sh", "-c", cmd)
	out, err := c.CombinedOutput()
	if err != nil && c.ProcessState == nil {
		return nil, err
	}
	return &Result{Output: string(out), ExitCode: c.ProcessState.ExitCode()}, nil
}

// Execute returns the output of cmd, noting a non-zero exit in the text
// only: a failed command comes back with a nil error.
func Execute(ctx context.Context, cmd string) (string, error) {
	res, err := Run(ctx, cmd)
	if err != nil {
		return "", err
	}
	out := res.Output
	if res.ExitCode != 0 {
		out += fmt.Sprintf("\n[Exit Code: %d]", res.ExitCode)
	}
	return out, nil
}

// ExecuteStrict returns an error for a non-zero exit.
func ExecuteStrict(ctx context.Context, cmd string) (string, error) {
	res, err := Run(ctx, cmd)
	if err != nil {
		return "", err
	}
	if res.ExitCode != 0 {
		return res.Output, fmt.Errorf("exit code %d", res.ExitCode)
	}
	return res.Output, nil
}

// RunCLI returns the CLI's combined output, and when the CLI fails but
// printed something, that output with a nil error ("it may hold a useful
// message"): a failed command comes back as its answer.
func RunCLI(ctx context.Context, tool string, args ...string) (string, error) {
	cmd := exec.CommandContext(ctx, tool, args...)
	output, err := cmd.CombinedOutput()
	if err != nil {
		if len(output) > 0 {
			return string(output), nil
		}
		return "", fmt.Errorf("command failed: %w", err)
	}
	return string(output), nil
}

// RunCLIStrict hands the output on with the error.
func RunCLIStrict(ctx context.Context, tool string, args ...string) (string, error) {
	output, err := exec.CommandContext(ctx, tool, args...).CombinedOutput()
	if err != nil {
		return string(output), fmt.Errorf("%s failed: %w", tool, err)
	}
	return string(output), nil
}
