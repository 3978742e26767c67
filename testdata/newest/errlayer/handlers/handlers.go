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
