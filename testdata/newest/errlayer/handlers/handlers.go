// Package handlers holds tool handlers that another package registers
// (mcp-filesystem-server's handler package).
package handlers

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
)

// Handler holds the file tools.
type Handler struct{ root string }

// HandleRead fails on a missing argument and on a bad path.
func (h *Handler) HandleRead(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want HandleRead:"handler errors: handlers.go:19 handlers.go:22"
	path, err := req.RequireString("path")
	if err != nil {
		return nil, err
	}
	if path == "" {
		return nil, fmt.Errorf("empty path under %s", h.root)
	}
	return mcp.NewToolResultText(path), nil
}

// HandleList answers every failure with an error result.
func (h *Handler) HandleList(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want HandleList:"error result: nil"
	path, err := req.RequireString("path")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(path), nil
}

// ToolError always returns a nil error.
func ToolError(msg string) (*mcp.CallToolResult, error) { // want ToolError:"error result: nil"
	return mcp.NewToolResultError(msg), nil
}

// Validate returns argument-validation errors only.
func Validate(req mcp.CallToolRequest) error { // want Validate:"error result: validation"
	_, err := req.RequireString("path")
	return err
}

// NewHandleStat is a handler factory: the package that registers its
// handler reports what the handler returns.
func NewHandleStat(root string) func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want NewHandleStat:"handler errors: handlers.go:53"
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		path := req.GetString("path", "")
		if path == root {
			return nil, fmt.Errorf("cannot stat the root %s", root)
		}
		return mcp.NewToolResultText(path), nil
	}
}

// NewHandleSafe is a handler factory whose handler answers failures with
// error results: nothing to report where it is registered.
func NewHandleSafe(root string) func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.GetString("path", "") == root {
			return mcp.NewToolResultError("cannot stat the root"), nil
		}
		return mcp.NewToolResultText(root), nil
	}
}

// NewHandleTouch returns what an unexported factory returns.
func NewHandleTouch(root string) func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want NewHandleTouch:"handler errors: handlers.go:78"
	return newHandleTouch(root)
}

func newHandleTouch(root string) func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := req.RequireString("path"); err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(root), nil
	}
}

// ReadTool and ListTool are tool definitions kept in exported variables;
// package register pairs them with handlers.
var (
	ReadTool = mcp.NewTool("read_var")
	ListTool = mcp.NewTool("list_var")
)
