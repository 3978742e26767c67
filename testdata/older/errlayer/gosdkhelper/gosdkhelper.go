// Package gosdkhelper registers go-sdk typed handlers through a generic
// project helper that takes the handler as a parameter (NetApp/harvest's
// addTool[T]): the handlers are tools all the same.
package gosdkhelper

import (
	"context"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type ListArgs struct {
	Cluster string `json:"cluster,omitempty"`
}

var errNoRules = errors.New("no rules file")

func loadRules() ([]string, error) { return nil, errNoRules }

func listRules(ctx context.Context, req *mcp.CallToolRequest, args ListArgs) (*mcp.CallToolResult, any, error) {
	rules, err := loadRules()
	if err != nil {
		return &mcp.CallToolResult{ // want `tool "list_rules": the error's text goes back in a CallToolResult without IsError`
			Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf("Error listing rules: %v", err)}},
		}, nil, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(rules)}}}, nil, nil
}

// deleteRule answers its failure with IsError set: correct.
func deleteRule(ctx context.Context, req *mcp.CallToolRequest, args ListArgs) (*mcp.CallToolResult, any, error) {
	if _, err := loadRules(); err != nil {
		return &mcp.CallToolResult{
			Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf("Error deleting rule: %v", err)}},
			IsError: true,
		}, nil, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "deleted"}}}, nil, nil
}

// reloadRules returns its error, which a typed handler sends as isError:
// correct.
func reloadRules(ctx context.Context, req *mcp.CallToolRequest, args ListArgs) (*mcp.CallToolResult, any, error) {
	if _, err := loadRules(); err != nil {
		return nil, nil, fmt.Errorf("reloading: %w", err)
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "reloaded"}}}, nil, nil
}

func addTool[T any](server *mcp.Server, name, description string, handler func(context.Context, *mcp.CallToolRequest, T) (*mcp.CallToolResult, any, error)) {
	mcp.AddTool(server, &mcp.Tool{Name: name, Description: description}, handler)
}

func Setup() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "rules", Version: "1"}, nil)
	addTool(s, "list_rules", "lists the rules", listRules)
	addTool(s, "delete_rule", "deletes a rule", deleteRule)
	addTool(s, "reload_rules", "reloads the rules", reloadRules)
	return s
}
