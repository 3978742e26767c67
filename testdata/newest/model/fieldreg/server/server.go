// Package server registers every plugin's tool. // want package:"uses mcp"
package server

import (
	"context"

	_ "fixtures/model/fieldreg/ping"
	"fixtures/model/fieldreg/registry"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Run serves the registry's tools.
func Run(ctx context.Context) error { // want Run:"mutates tools: server.Run mcp.AddTool"
	s := mcp.NewServer(&mcp.Implementation{Name: "plugins"}, nil)
	for _, tool := range registry.Tools {
		mcp.AddTool(s, &mcp.Tool{Name: tool.Name}, tool.Function)
	}
	return s.Run(ctx, &mcp.StdioTransport{})
}
