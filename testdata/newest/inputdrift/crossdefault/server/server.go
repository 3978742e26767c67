package server

import (
	"fixtures/inputdrift/crossdefault/handlers"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "analyze_project"}, handlers.Analyze) // want `tool "analyze_project": go-sdk infers argument "project_path" as required \(field ProjectPath has no omitempty\), but the handler Analyze gives it a default when it is empty \(handlers.go:\d+\)`
	mcp.AddTool(s, &mcp.Tool{Name: "generate_config"}, handlers.Config)
	// an explicit schema: what go-sdk would infer does not matter
	mcp.AddTool(s, &mcp.Tool{Name: "analyze_explicit", InputSchema: map[string]any{"type": "object"}}, handlers.Analyze)
}
