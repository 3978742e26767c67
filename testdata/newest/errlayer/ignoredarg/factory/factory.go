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
		var tail, page int // no default chosen: a bad value is lost
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

type pageParams struct {
	Size, Page, Tail int
	Grep             string
}

type pager interface {
	Pages(ctx context.Context, p pageParams) (string, error)
}

// ListPages returns its named results by name. Its handler chose a
// default for "size" and "page" before parsing them (a bad value keeps
// it, as an absent one does) and none for "tail".
func ListPages(c pager) (tool mcp.Tool, handler server.ToolHandlerFunc) {
	tool = mcp.NewTool("list_pages", mcp.WithString("size"), mcp.WithString("page"), mcp.WithString("tail"))
	handler = func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		size := 10
		if v, err := strconv.Atoi(req.GetString("size", "")); err == nil && v > 0 {
			if v > 100 {
				v = 100
			}
			size = v
		}
		p := pageParams{Size: size, Page: 1, Grep: req.GetString("grep", "")}
		if v, err := strconv.Atoi(req.GetString("page", "")); err == nil && v > 0 {
			p.Page = v
		}
		if v, err := strconv.Atoi(req.GetString("tail", "")); err == nil && v > 0 { // want `tool handler: when strconv.Atoi fails on argument "tail", the handler drops it without a word`
			p.Tail = v
		}
		if p.Tail == 0 {
			p.Tail = 100
		}
		out, err := c.Pages(ctx, p)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(out), nil
	}
	return tool, handler
}
