package getterimpls

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Tools is a tool interface whose handler is a method of its own: the
// registration passes it as a method value (kubernetes-mcp's
// `s.AddTool(t.Tool(), t.Handler)` in a loop over its tools).
type Tools interface {
	Tool() mcp.Tool
	Handler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error)
}

type ListTool struct{ kinds map[string]bool }

func (l ListTool) Tool() mcp.Tool { return mcp.NewTool("list_resources", mcp.WithString("kind")) }

func (l ListTool) Handler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want Handler:"handler errors: methodvalue.go:26"
	kind := req.GetString("kind", "")
	if !l.kinds[kind] {
		return nil, fmt.Errorf("unknown kind %q", kind) // want `tool "list_resources": mcp-go sends this error as a JSON-RPC error -32603`
	}
	return mcp.NewToolResultText(kind), nil
}

type LogTool struct{}

func (*LogTool) Tool() mcp.Tool { return mcp.NewTool("get_pod_logs", mcp.WithString("pod")) }

// Handler answers its failure with an isError result: right.
func (*LogTool) Handler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want Handler:"error result: nil"
	pod := req.GetString("pod", "")
	if pod == "" {
		return mcp.NewToolResultError("pod is required"), nil
	}
	return mcp.NewToolResultText("logs of " + pod), nil
}

func RegisterTools(s *server.MCPServer) {
	tools := []Tools{ListTool{kinds: map[string]bool{"Pod": true}}, &LogTool{}}
	for _, t := range tools {
		s.AddTool(t.Tool(), t.Handler)
	}
}
