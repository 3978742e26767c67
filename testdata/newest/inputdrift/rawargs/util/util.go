// Package util decodes the raw arguments of the tools of package tools.
package util

import (
	"encoding/json"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// GetArguments fails when the client sent no arguments.
func GetArguments(req *mcp.CallToolRequest) (map[string]any, error) { // want GetArguments:"decodes absent arguments at util.go:14"
	var args map[string]any
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return nil, fmt.Errorf("failed to unmarshal arguments: %w", err)
	}
	return args, nil
}

// Arguments decodes only arguments that are there.
func Arguments(req *mcp.CallToolRequest) (map[string]any, error) {
	args := map[string]any{}
	if len(req.Params.Arguments) == 0 {
		return args, nil
	}
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return nil, err
	}
	return args, nil
}
