// Package tools answers with package enc's helpers.
package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"fixtures/errlayer/encoderhelper/enc"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("describe"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		text, err := enc.MarshalResponse(map[string]string{"name": req.GetString("name", "")})
		if err != nil {
			return nil, err // the server's own encoding failure: JSON-RPC is right
		}
		return mcp.NewToolResultText(text), nil
	})
	s.AddTool(mcp.NewTool("fetch"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		text, err := enc.FetchJSON(req.GetString("url", ""))
		if err != nil {
			return nil, err // want `tool "fetch": mcp-go sends this error as a JSON-RPC error -32603`
		}
		return mcp.NewToolResultText(text), nil
	})
}
