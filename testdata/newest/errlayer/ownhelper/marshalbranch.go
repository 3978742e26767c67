package ownhelper

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type toolError struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

func (e *toolError) Error() string { return e.Message }

// errorResult answers a tool error as an isError result; the branch of a
// failed encoding returns the tool error itself, but it answers the
// encoding's failure, which only a broken server has.
func errorResult(e *toolError) (*mcp.CallToolResult, error) {
	data, marshalErr := json.Marshal(e)
	if marshalErr != nil {
		return nil, e
	}
	return &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent(string(data))}, IsError: true}, nil
}

func getShift(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("id", "") == "" {
		return errorResult(&toolError{Code: "invalid_input", Message: "id is required"})
	}
	return mcp.NewToolResultText("shift"), nil
}

// lookup returns its own failure in the same place: reported.
func lookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	data, err := json.Marshal(req.GetArguments())
	if err != nil {
		return nil, err
	}
	if len(data) > 1<<20 {
		return nil, errors.New("arguments too large") // want `tool "lookup": mcp-go sends this error as a JSON-RPC error -32603`
	}
	return mcp.NewToolResultText(string(data)), nil
}

func RegisterShift(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("get_shift"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return getShift(ctx, req)
	})
	s.AddTool(mcp.NewTool("lookup"), lookup)
}
