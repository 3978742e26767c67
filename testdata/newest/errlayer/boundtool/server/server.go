// Package server registers each tool value through one helper whose
// handler runs it behind an interface.
package server

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"fixtures/errlayer/boundtool/tools"
)

type Tool interface {
	Execute(ctx context.Context, in json.RawMessage) (any, error)
}

type Server struct {
	mcp *server.MCPServer
}

func (s *Server) Register(g tools.Graph) {
	s.registerTool("detect_anomalies", "Detect anomalies", tools.NewDetectTool(g)) // want `tool "detect_anomalies": DetectTool.Execute skips the items whose Graph.Anomalies fails \(tools.go:\d+\)`
	s.registerTool("cluster_health", "Cluster health", tools.NewHealthTool(g))
}

func (s *Server) registerTool(name, description string, tool Tool) {
	s.mcp.AddTool(mcp.NewTool(name, mcp.WithDescription(description)), s.adapt(tool))
}

func (s *Server) adapt(tool Tool) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		args, err := json.Marshal(req.GetArguments())
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		out, err := tool.Execute(ctx, args)
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("tool failed: %v", err)), nil
		}
		return mcp.NewToolResultText(fmt.Sprint(out)), nil
	}
}
