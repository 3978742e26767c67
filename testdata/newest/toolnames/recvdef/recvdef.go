// Package recvdef defines its tools as values of a generic project type
// built by a constructor and registered by a method of that type: each
// constructor call names a tool, and a bad name is reported where the
// call writes it.
package recvdef

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type ToolDefinition[In, Out any] struct {
	Tool    *mcp.Tool
	Handler func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error)
}

func NewToolDefinition[In, Out any](name, desc string, h func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error)) *ToolDefinition[In, Out] {
	return &ToolDefinition[In, Out]{Tool: &mcp.Tool{Name: name, Description: desc}, Handler: h}
}

func (td *ToolDefinition[In, Out]) Register(s *mcp.Server) {
	mcp.AddTool(s, td.Tool, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		return td.Handler(ctx, req, in)
	})
}

type countIn struct {
	Table string `json:"table"`
}

type countOut struct {
	Rows int `json:"rows"`
}

func count(ctx context.Context, req *mcp.CallToolRequest, in countIn) (*mcp.CallToolResult, countOut, error) {
	return nil, countOut{Rows: 1}, nil
}

func Register(s *mcp.Server) {
	NewToolDefinition("count rows", "Counts rows.", count).Register(s) // want `tool name "count rows" has a space at offset 5`
	NewToolDefinition("count_tables", "Counts tables.", count).Register(s)
}
