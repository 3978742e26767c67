// Package mw provides tool middleware to other packages, which read what
// it does to handler errors from facts.
package mw

import (
	"context"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Logging passes results and errors on.
func Logging() server.ToolHandlerMiddleware {
	return func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			res, err := next(ctx, req)
			log.Printf("%s: %v", req.Params.Name, err)
			return res, err
		}
	}
}

// ToResult turns handler errors into isError results.
func ToResult() server.ToolHandlerMiddleware {
	return Recover
}

// Recover is that middleware as a function.
func Recover(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			return mcp.NewToolResultErrorFromErr("tool failed", err), nil
		}
		return res, nil
	}
}
