// Package successfalse: a typed go-sdk handler whose structured result
// says it failed, returned with a nil error, is a success on the wire.
package successfalse

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type ApplyIn struct {
	Path string `json:"path"`
}

type ApplyOut struct {
	Success bool   `json:"success"`
	Message string `json:"message"`
}

// reapply is a stub that always answers a failure as a success.
func reapply(ctx context.Context, req *mcp.CallToolRequest, in ApplyIn) (*mcp.CallToolResult, ApplyOut, error) {
	return nil, ApplyOut{Success: false, Message: "reapply is not implemented yet"}, nil // want `tool "reapply": the structured result says it failed \(success false, "reapply is not implemented yet"\) but goes back with a nil error`
}

// apply returns its failure as an error: go-sdk sends it with isError.
func apply(ctx context.Context, req *mcp.CallToolRequest, in ApplyIn) (*mcp.CallToolResult, ApplyOut, error) {
	if in.Path == "" {
		return nil, ApplyOut{Success: false, Message: "path is required"}, errors.New("path is required")
	}
	return nil, ApplyOut{Success: true, Message: "applied"}, nil
}

// lintCheck is named for a check: a failed check is its answer.
func lintCheck(ctx context.Context, req *mcp.CallToolRequest, in ApplyIn) (*mcp.CallToolResult, ApplyOut, error) {
	if in.Path == "" {
		return nil, ApplyOut{Success: false, Message: "nothing to lint"}, nil
	}
	return nil, ApplyOut{Success: true}, nil
}

// dryRun says false without a reason: nothing names a failure.
func dryRun(ctx context.Context, req *mcp.CallToolRequest, in ApplyIn) (*mcp.CallToolResult, ApplyOut, error) {
	if in.Path == "" {
		return nil, ApplyOut{Success: false}, nil
	}
	return nil, ApplyOut{Success: true, Message: "would apply"}, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "reapply"}, reapply)
	mcp.AddTool(s, &mcp.Tool{Name: "apply"}, apply)
	mcp.AddTool(s, &mcp.Tool{Name: "lint_check"}, lintCheck)
	mcp.AddTool(s, &mcp.Tool{Name: "dry_run"}, dryRun)
}
