// Package factory builds (tool, handler) pairs that another package
// registers; its handlers ignore the arguments they cannot parse all the
// same.
package factory

import (
	"context"
	"strconv"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type lister interface {
	List(ctx context.Context, tail, page int) (string, error)
}

func ListLogs(c lister) (tool mcp.Tool, handler server.ToolHandlerFunc) {
	tool = mcp.NewTool("list_logs", mcp.WithString("tail"), mcp.WithString("page"))
	handler = func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		tail, page := 0, 0
		if s := req.GetString("tail", ""); s != "" {
			if v, err := strconv.Atoi(s); err == nil && v > 0 { // want `tool handler: when strconv.Atoi fails on argument "tail", the handler drops it without a word`
				tail = v
			}
		}
		if v, err := strconv.Atoi(req.GetString("page", "")); err == nil {
			page = v
		} else {
			return mcp.NewToolResultError("page must be a number"), nil
		}
		out, err := c.List(ctx, tail, page)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(out), nil
	}
	return
}
