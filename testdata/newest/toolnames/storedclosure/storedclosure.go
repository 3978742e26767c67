// Package storedclosure registers its tools through a generic helper that
// stores, for each tool, a closure that registers it later: each call of
// the helper is a tool, named by its argument.
package storedclosure

import (
	"context"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type entry struct {
	Name       string
	RegisterFn func(*mcp.Server)
}

var registry []entry

func Register[In any](name, description string, handler func(context.Context, *mcp.CallToolRequest, In) (*mcp.CallToolResult, map[string]any, error)) {
	registry = append(registry, entry{Name: name, RegisterFn: func(s *mcp.Server) {
		mcp.AddTool(s, &mcp.Tool{Name: name, Description: description}, handler)
	}})
}

func RegisterAll(s *mcp.Server) {
	for _, e := range registry {
		e.RegisterFn(s)
	}
}

type textInput struct {
	Text string `json:"text"`
}

func upper(ctx context.Context, req *mcp.CallToolRequest, in textInput) (*mcp.CallToolResult, map[string]any, error) {
	return nil, map[string]any{"text": strings.ToUpper(in.Text)}, nil
}

func lower(ctx context.Context, req *mcp.CallToolRequest, in textInput) (*mcp.CallToolResult, map[string]any, error) {
	return nil, map[string]any{"text": strings.ToLower(in.Text)}, nil
}

func init() {
	Register("to upper", "Upper-cases text.", upper) // want `tool name "to upper" has a space at offset 2`
	Register("to_lower", "Lower-cases text.", lower)
}
