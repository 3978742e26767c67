// Package siblings defines each tool as a type whose methods hand out
// its definition and its go-sdk typed handler, for a registrar of
// another package (a generic Register(s, impl) over an interface of the
// two): each definition is its tool's, served by the handler its
// sibling method returns, whose errors mcp.AddTool answers with isError.
package siblings

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Params struct {
	Repo string `json:"repo"`
}

func fetch(repo string) (string, error) {
	if repo == "" {
		return "", errors.New("no such repository")
	}
	return repo, nil
}

type ListIssues struct{}

func (ListIssues) Definition() *mcp.Tool {
	return &mcp.Tool{Name: "list_issues", Description: "List issues."}
}

func (ListIssues) Handler() mcp.ToolHandlerFor[Params, any] {
	return func(ctx context.Context, req *mcp.CallToolRequest, p Params) (*mcp.CallToolResult, any, error) {
		out, err := fetch(p.Repo)
		if err != nil {
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "error: " + err.Error()}}}, nil, nil // want `tool "list_issues": .*without IsError`
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: out}}}, nil, nil
	}
}

// GetIssue returns its failure as an error: mcp.AddTool makes it an
// isError result, so nothing is reported.
type GetIssue struct{}

func (GetIssue) Definition() *mcp.Tool {
	return &mcp.Tool{Name: "get_issue", Description: "Get an issue."}
}

func (GetIssue) Handler() mcp.ToolHandlerFor[Params, any] { // want Handler:"handler errors: siblings.go:54"
	return func(ctx context.Context, req *mcp.CallToolRequest, p Params) (*mcp.CallToolResult, any, error) {
		out, err := fetch(p.Repo)
		if err != nil {
			return nil, nil, err
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: out}}}, nil, nil
	}
}

// Both has two handler methods: which one serves its definition is not
// written, so the definition stays unpaired.
type Both struct{}

func (Both) Definition() *mcp.Tool { return &mcp.Tool{Name: "both"} }

func (Both) Read() mcp.ToolHandlerFor[Params, any] { return nil }

func (Both) Write() mcp.ToolHandlerFor[Params, any] { return nil }
