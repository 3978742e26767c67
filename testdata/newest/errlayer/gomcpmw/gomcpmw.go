// Package gomcpmw installs go-mcp server middleware that turns every
// handler error into an isError result: its tools' errors are silent.
package gomcpmw

import (
	"context"
	"errors"

	"github.com/ThinkInAIXYZ/go-mcp/protocol"
	"github.com/ThinkInAIXYZ/go-mcp/server"
	"github.com/ThinkInAIXYZ/go-mcp/transport"
)

func toErrorResult(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			return protocol.NewCallToolResult([]protocol.Content{&protocol.TextContent{Type: "text", Text: err.Error()}}, true), nil
		}
		return res, nil
	}
}

func failing(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	return nil, errors.New("backend down")
}

func New(t transport.ServerTransport) (*server.Server, error) {
	s, err := server.NewServer(t)
	if err != nil {
		return nil, err
	}
	s.Use(toErrorResult)
	s.RegisterTool(&protocol.Tool{Name: "failing"}, failing)
	return s, nil
}
