// Package tools calls package svc through its interfaces.
package tools

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"fixtures/errlayer/ifaceimpl/svc"
)

func Register(s *server.MCPServer, pages svc.PageSvc, namer svc.Namer, store svc.Store) {
	s.AddTool(mcp.NewTool("search_pages", mcp.WithString("query"), mcp.WithNumber("limit"), mcp.WithNumber("offset")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out := pages.SearchPages(req.GetString("query", ""), 10, req.GetInt("offset", 0)) // want `tool "search_pages": this argument of the model reaches a slice bound in SearchPages`
		return mcp.NewToolResultText(strings.Join(out, ",")), nil
	})
	s.AddTool(mcp.NewTool("refresh"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := pages.Refresh("/var/pages") // want `tool "refresh": pages.Refresh skips the items whose os.ReadFile fails`
		if err != nil {
			return mcp.NewToolResultErrorFromErr("refresh", err), nil
		}
		return mcp.NewToolResultText(strings.Join(out, ",")), nil
	})
	s.AddTool(mcp.NewTool("top", mcp.WithString("query"), mcp.WithNumber("max")), mcp.NewTypedToolHandler(func(ctx context.Context, req mcp.CallToolRequest, args svc.Options) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText(strings.Join(svc.Top(strings.Fields(args.Query), args), ",")), nil // want `tool "top": field Max of the model's arguments reaches a slice bound in Top \(svc.go:\d+, as opt.Max\)`
	}))
	s.AddTool(mcp.NewTool("load", mcp.WithArray("files", mcp.WithStringItems())), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := store.Load(req.GetStringSlice("files", nil)) // want `tool "load": store.Load skips the items whose os.ReadFile fails`
		if err != nil {
			return mcp.NewToolResultErrorFromErr("load", err), nil
		}
		return mcp.NewToolResultText(strings.Join(out, ",")), nil
	})
	s.AddTool(mcp.NewTool("names", mcp.WithNumber("offset")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText(strings.Join(namer.Names(req.GetInt("offset", 0)), ",")), nil
	})
}
