// Package triplehelper answers go-sdk typed handlers through a success
// helper of their own result triple.
package triplehelper

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// outputJSON answers a typed handler with its value as JSON text: a
// success helper of go-sdk's typed triple, whose only error is its own
// marshal's.
func outputJSON(v any) (*mcp.CallToolResult, any, error) {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return nil, nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil, nil
}

// toolError answers a failure.
func toolError(msg string) (*mcp.CallToolResult, any, error) {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: msg}}}, nil, nil
}

type RollbackArgs struct {
	ID string `json:"id"`
}

func rollback(id string) ([]string, error) { return nil, errors.New("cascade failed at " + id) }

// rollbackTool notes the failure in the answer and goes on to the return
// it shares with success.
func rollbackTool(ctx context.Context, req *mcp.CallToolRequest, args RollbackArgs) (*mcp.CallToolResult, any, error) {
	done, err := rollback(args.ID)
	result := map[string]any{"rolled_back": done}
	if err != nil {
		result["error"] = err.Error()
	}
	return outputJSON(result) // want `tool "task_rollback": the error's text goes back through outputJSON`
}

// rollbackChecked answers the failure with toolError: the look-alike.
func rollbackChecked(ctx context.Context, req *mcp.CallToolRequest, args RollbackArgs) (*mcp.CallToolResult, any, error) {
	done, err := rollback(args.ID)
	if err != nil {
		return toolError("rollback failed: " + err.Error())
	}
	return outputJSON(map[string]any{"rolled_back": done})
}

func RegisterRollback(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "task_rollback"}, rollbackTool)
	mcp.AddTool(s, &mcp.Tool{Name: "task_rollback_checked"}, rollbackChecked)
}
