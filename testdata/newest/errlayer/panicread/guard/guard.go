// Package guard wraps tool handlers: Guard answers a handler's panic and
// its error with an isError result, Log only logs around the call.
package guard

import (
	"context"
	"fmt"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Guard recovers the handler's panics into an isError result.
func Guard(h server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (result *mcp.CallToolResult, err error) {
		defer func() {
			if r := recover(); r != nil {
				result, err = mcp.NewToolResultError(fmt.Sprintf("panic: %v", r)), nil
			}
		}()
		result, err = h(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return result, nil
	}
}

// Log recovers nothing: a panic still ends the call.
func Log(h server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		log.Printf("call %s", req.Params.Name)
		res, err := h(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	}
}
