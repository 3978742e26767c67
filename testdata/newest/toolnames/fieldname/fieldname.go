// Package fieldname: tool types that keep their name in a field set by
// their one constructor; the definition reads the field.
package fieldname

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type listTool struct{ name string }

// NewListTool is the one literal of listTool: its name is always this.
func NewListTool() *listTool { return &listTool{name: "list clusters"} }

func (t *listTool) GetTool() *mcp.Tool {
	return &mcp.Tool{Name: t.name, InputSchema: json.RawMessage(`{"type":"object"}`)} // want `tool name "list clusters" has a space`
}

func (t *listTool) handle(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{}, nil
}

func (t *listTool) RegisterWith(s *mcp.Server) { s.AddTool(t.GetTool(), t.handle) }

// namedTool is built with two names: its field holds either.
type namedTool struct{ name string }

func newA() *namedTool { return &namedTool{name: "tool a"} }
func newB() *namedTool { return &namedTool{name: "tool b"} }

func (t *namedTool) GetTool() *mcp.Tool {
	return &mcp.Tool{Name: t.name, InputSchema: json.RawMessage(`{"type":"object"}`)}
}

func (t *namedTool) handle(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{}, nil
}

func Register(s *mcp.Server) {
	NewListTool().RegisterWith(s)
	for _, t := range []*namedTool{newA(), newB()} {
		s.AddTool(t.GetTool(), t.handle)
	}
}
