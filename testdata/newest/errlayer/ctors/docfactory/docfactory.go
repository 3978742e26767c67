// Package docfactory defines each tool by a factory that returns a call
// of a constructor named by its parameter (pappers-mcp's document tools),
// and pairs the factories with handlers in a list: each factory's call
// names its tool.
package docfactory

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func companyDocumentTool(name, path string) *mcp.Tool {
	return &mcp.Tool{Name: name, Description: "Download " + path}
}

func extractTool() *mcp.Tool { return companyDocumentTool("get_extract", "/document/extract") }

func bylawsTool() *mcp.Tool { return companyDocumentTool("get_bylaws", "/document/bylaws") }

func documentHandler(path string) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, errors.New("download failed: " + path) // want `go-sdk sends this error as a JSON-RPC error`
	}
}

type entry struct {
	tool    *mcp.Tool
	handler mcp.ToolHandler
}

func Register(s *mcp.Server) {
	entries := []entry{
		{extractTool(), documentHandler("/document/extract")},
		{bylawsTool(), documentHandler("/document/bylaws")},
	}
	for _, e := range entries {
		s.AddTool(e.tool, e.handler)
	}
}
