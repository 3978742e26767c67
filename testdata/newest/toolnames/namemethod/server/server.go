// Package server registers package tools' tools by their Name methods.
package server

import (
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/toolnames/namemethod/tools"
)

type local struct{}

func (local) Name() string { return "local tool" }

func Register(s *mcp.Server) {
	search := tools.Search{}
	mcp.AddTool(s, &mcp.Tool{Name: search.Name()}, search.Handler()) // want `tool name "search movies" has a space`
	details := tools.Details{}
	mcp.AddTool(s, &mcp.Tool{Name: details.Name()}, details.Handler())
	mcp.AddTool(s, &mcp.Tool{Name: local{}.Name()}, search.Handler()) // want `tool name "local tool" has a space`
}
