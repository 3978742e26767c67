// Package recvdef keeps each tool as a value of a generic struct of its
// own, made by a constructor that takes the name and the handler, and
// registers it through a method of that struct: every call of the method
// registers the value its receiver holds, named by the constructor's
// argument and served by its handler, behind the logging closure the
// method puts around it (go-sdk mcp.AddTool: a returned error is an
// isError result, so the text result below hides a failure).
package recvdef

import (
	"context"
	"errors"
	"log"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type ToolDefinition[In, Out any] struct {
	Tool    *mcp.Tool
	Handler func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error)
}

func NewToolDefinition[In, Out any](name, description string, h func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error)) *ToolDefinition[In, Out] {
	return &ToolDefinition[In, Out]{
		Tool:    &mcp.Tool{Name: name, Description: description},
		Handler: h,
	}
}

func (td *ToolDefinition[In, Out]) Register(s *mcp.Server) {
	wrapped := func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		res, out, err := td.Handler(ctx, req, in)
		log.Printf("tool %s: %v", td.Tool.Name, err)
		return res, out, err
	}
	mcp.AddTool(s, td.Tool, wrapped)
}

type QueryIn struct {
	SQL string `json:"sql"`
}

type QueryOut struct {
	Rows int `json:"rows"`
}

func run(sql string) (int, error) {
	if sql == "" {
		return 0, errors.New("empty query")
	}
	return 1, nil
}

func GetQueryTool() *ToolDefinition[QueryIn, QueryOut] {
	return NewToolDefinition("run_query", "Run a query.", queryHandler)
}

func queryHandler(ctx context.Context, req *mcp.CallToolRequest, in QueryIn) (*mcp.CallToolResult, QueryOut, error) {
	n, err := run(in.SQL)
	if err != nil {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "query failed: " + err.Error()}}}, QueryOut{}, nil // want `tool "run_query": .*without IsError`
	}
	return nil, QueryOut{Rows: n}, nil
}

// GetCountTool answers its failure by returning the error, which
// mcp.AddTool sends as an isError result: not reported.
func GetCountTool() *ToolDefinition[QueryIn, QueryOut] {
	return NewToolDefinition("count_rows", "Count rows.", func(ctx context.Context, req *mcp.CallToolRequest, in QueryIn) (*mcp.CallToolResult, QueryOut, error) {
		n, err := run(in.SQL)
		if err != nil {
			return nil, QueryOut{}, err
		}
		return nil, QueryOut{Rows: n}, nil
	})
}

func Register(s *mcp.Server) {
	GetQueryTool().Register(s)
	GetCountTool().Register(s)
}
