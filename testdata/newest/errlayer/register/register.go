// Package register registers handlers whose bodies are in package
// handlers.
package register

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"fixtures/errlayer/handlers"
)

func remove(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := handlers.Validate(req); err != nil {
		return nil, err // want `tool "remove": mcp-go sends this error as a JSON-RPC error -32603 \(from Validate: argument validation`
	}
	return handlers.ToolError("not allowed") // helper with a nil error: not reported
}

func wrap(h server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := h(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	}
}

// Tools pairs package handlers' tool variables with handlers, for a
// caller to register (aquasecurity/trivy-mcp builds its list this way).
func Tools(h *handlers.Handler) []server.ServerTool {
	var tools []server.ServerTool
	tools = append(tools, server.ServerTool{Tool: handlers.ReadTool, Handler: h.HandleRead}) // want `tool "read_var": \(\*handlers.Handler\).HandleRead returns errors that mcp-go sends as JSON-RPC errors -32603`
	tools = append(tools, server.ServerTool{Tool: handlers.ListTool, Handler: h.HandleList})
	tools = append(tools, server.ServerTool{Tool: handlers.ReadTool, Handler: wrap(h.HandleRead)})
	return tools
}

func Setup() {
	h := &handlers.Handler{}
	s := server.NewMCPServer("fs", "1")
	s.AddTool(mcp.NewTool("read"), h.HandleRead) // want `tool "read": \(\*handlers.Handler\).HandleRead returns errors that mcp-go sends as JSON-RPC errors -32603 and the model never reads: handlers.go:19 \(RequireString\), handlers.go:22 \(fmt.Errorf\); return mcp.NewToolResultErrorFromErr`
	s.AddTool(mcp.NewTool("list"), h.HandleList)
	s.AddTool(mcp.NewTool("read_safe"), wrap(h.HandleRead))
	s.AddTool(mcp.NewTool("remove"), remove)
	s.AddTool(mcp.NewTool("stat"), handlers.NewHandleStat("/")) // want `tool "stat": handlers.NewHandleStat's handler returns errors that mcp-go sends as JSON-RPC errors -32603 and the model never reads: handlers.go:53 \(fmt.Errorf\); return mcp.NewToolResultErrorFromErr`
	s.AddTool(mcp.NewTool("stat_safe"), wrap(handlers.NewHandleStat("/")))
	s.AddTool(mcp.NewTool("stat_results"), handlers.NewHandleSafe("/"))
	s.AddTool(mcp.NewTool("touch"), handlers.NewHandleTouch("/")) // want `tool "touch": handlers.NewHandleTouch's handler returns errors that mcp-go sends as JSON-RPC errors -32603 and the model never reads: handlers.go:78 \(RequireString\); return mcp.NewToolResultErrorFromErr`
}
