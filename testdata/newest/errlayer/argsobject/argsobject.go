// Package argsobject decodes a go-sdk raw handler's arguments itself: a
// decode into a map fails only for arguments that are not an object, a
// malformed tools/call; a decode into a struct fails also for a field of
// the wrong type, an input error.
package argsobject

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func errorResult(msg string) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: msg}}}
}

func textResult(msg string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: msg}}}
}

// extractArguments decodes the arguments into a map; absent ones are an
// empty map.
func extractArguments(req *mcp.CallToolRequest) (map[string]any, error) {
	if len(req.Params.Arguments) == 0 {
		return map[string]any{}, nil
	}
	var m map[string]any
	if err := json.Unmarshal(req.Params.Arguments, &m); err != nil {
		return nil, fmt.Errorf("arguments must be a JSON object: %w", err) // want `extractArguments fails only for arguments that are not a JSON object, a malformed tools/call, and 2 tool\(s\) answer its error with an isError result`
	}
	return m, nil
}

type searchArgs struct {
	Query string `json:"query"`
	Limit int    `json:"limit"`
}

func Register(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "upsert", InputSchema: map[string]any{"type": "object"}}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if len(req.Params.Arguments) == 0 {
			return errorResult("no arguments"), nil
		}
		var args map[string]any
		if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
			return errorResult("invalid arguments: " + err.Error()), nil // want `tool "upsert": arguments that do not decode into a map are not a JSON object`
		}
		return textResult(fmt.Sprint(len(args))), nil
	})
	// Look-alike: absent arguments fail the decode too, and tools/call
	// allows them.
	s.AddTool(&mcp.Tool{Name: "upsert_any", InputSchema: map[string]any{"type": "object"}}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var args map[string]any
		if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
			return errorResult("invalid arguments: " + err.Error()), nil
		}
		return textResult(fmt.Sprint(len(args))), nil
	})
	s.AddTool(&mcp.Tool{Name: "add_folder", InputSchema: map[string]any{"type": "object"}}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		args, err := extractArguments(req)
		if err != nil {
			return errorResult("failed to extract arguments: " + err.Error()), nil
		}
		return textResult(fmt.Sprint(args["folderPath"])), nil
	})
	s.AddTool(&mcp.Tool{Name: "remove_folder", InputSchema: map[string]any{"type": "object"}}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		args, err := extractArguments(req)
		if err != nil {
			return errorResult(err.Error()), nil
		}
		return textResult(fmt.Sprint(args["folderPath"])), nil
	})
	// Look-alike: a struct, whose decode fails for a wrong field type too.
	s.AddTool(&mcp.Tool{Name: "search", InputSchema: map[string]any{"type": "object"}}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var args searchArgs
		if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
			return errorResult("invalid arguments: " + err.Error()), nil
		}
		return textResult(args.Query), nil
	})
	// Look-alike: the malformed request answered with -32602.
	s.AddTool(&mcp.Tool{Name: "upsert_strict", InputSchema: map[string]any{"type": "object"}}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var args map[string]any
		if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
			return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "arguments must be an object"}
		}
		return textResult(fmt.Sprint(len(args))), nil
	})
}
