// Package server names its tools with the String() of package domain's
// enum constants.
package server

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/toolnames/enumname/domain"
)

type in struct {
	ID string `json:"id"`
}

func handle(ctx context.Context, req *mcp.CallToolRequest, args in) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

func Register(s *mcp.Server, dynamic domain.WikiTool) {
	mcp.AddTool(s, &mcp.Tool{Name: domain.WikiPageGet.String()}, handle)
	mcp.AddTool(s, &mcp.Tool{Name: domain.WikiPageList.String()}, handle) // want `tool name "wiki page list" has a space`
	mcp.AddTool(s, &mcp.Tool{Name: domain.TrackerIssueGet.String()}, handle)
	mcp.AddTool(s, &mcp.Tool{Name: domain.TrackerIssueFind.String()}, handle) // want `tool "tracker_issue_get" is already registered on server s at server.go:24`
	mcp.AddTool(s, &mcp.Tool{Name: domain.WikiPageSearch.String()}, handle)   // a constant the method does not name: not folded
	mcp.AddTool(s, &mcp.Tool{Name: dynamic.String()}, handle)                 // not a constant
	mcp.AddTool(s, &mcp.Tool{Name: domain.TrackerIssueGet.Label()}, handle)   // computed, not read
}
