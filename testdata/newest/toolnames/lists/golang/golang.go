// Package golang registers a list of its own in a loop with mcp-golang:
// the elements are this package's literals.
package golang

import (
	mcpgolang "github.com/metoro-io/mcp-golang"
)

type Args struct {
	Query string `json:"query"`
}

type entry struct {
	Name, Description string
	Handler           any
}

func search(args Args) (*mcpgolang.ToolResponse, error) {
	return mcpgolang.NewToolResponse(mcpgolang.NewTextContent("found")), nil
}

var entries = []entry{
	{Name: "search", Description: "searches", Handler: search},
	{Name: "search docs", Description: "searches the docs", Handler: search}, // want `tool name "search docs"`
}

func Register(s *mcpgolang.Server) error {
	for _, e := range entries {
		if err := s.RegisterTool(e.Name, e.Description, e.Handler); err != nil {
			return err
		}
	}
	return nil
}
