// Package tools hands out (tool, handler) pairs through an interface with
// one implementation here; package app registers them.
package tools

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type DocumentTool interface {
	Find() (mcp.Tool, server.ToolHandlerFunc) // want Find:"handler errors: tools.go:32"
	Count() (mcp.Tool, server.ToolHandlerFunc)
	Stats() (mcp.Tool, server.ToolHandlerFunc)
}

type documentTool struct{}

func NewDocumentTool() DocumentTool { return documentTool{} }

// Find builds its pair in named results and a bare return.
func (documentTool) Find() (tool mcp.Tool, handler server.ToolHandlerFunc) { // want Find:"handler errors: tools.go:32"
	tool = mcp.NewTool("find", mcp.WithString("collection", mcp.Required()))
	handler = func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		collection, err := req.RequireString("collection")
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		if collection == "system" {
			return mcp.NewToolResultText("refused"), errors.New("system collections are not readable")
		}
		return mcp.NewToolResultText(collection), nil
	}
	return
}

// Count answers its failures with isError results.
func (documentTool) Count() (mcp.Tool, server.ToolHandlerFunc) {
	return mcp.NewTool("count", mcp.WithString("collection", mcp.Required())), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		collection, err := req.RequireString("collection")
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(collection), nil
	}
}

// Stats answers a failure as a success text: wrong wherever the pair is
// registered, so it is reported here.
func (documentTool) Stats() (mcp.Tool, server.ToolHandlerFunc) {
	return mcp.NewTool("stats"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := stats(ctx); err != nil {
			return mcp.NewToolResultText("stats failed: " + err.Error()), nil // want `tool "stats": the error's text goes back in a success result \(no isError\)`
		}
		return mcp.NewToolResultText("ok"), nil
	}
}

func stats(ctx context.Context) (int, error) { return 0, ctx.Err() }
