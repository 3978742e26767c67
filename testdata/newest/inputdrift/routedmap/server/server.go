// Package server registers the tools that package tools lists, each with
// a closure that hands the call to the router under the tool's name.
package server

import (
	"context"
	"encoding/json"

	"fixtures/inputdrift/routedmap/tools"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func Register(s *mcp.Server, es *tools.ES) {
	for _, tool := range es.GetTools() {
		name := tool.Name
		s.AddTool(&tool, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `tool "search": search \(the route HandleTool takes for it\) reads argument "from" as int64, but the arguments are decoded by encoding/json`
			var args map[string]any
			if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
				return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil
			}
			return es.HandleTool(ctx, name, args), nil
		})
	}
}
