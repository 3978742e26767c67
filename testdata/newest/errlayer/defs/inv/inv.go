// Package inv is a toolset framework in the style of large servers: a
// tool is a definition plus a handler factory, registered later in a loop.
package inv

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// ServerTool pairs a definition with what builds its handler.
type ServerTool struct {
	Tool        mcp.Tool
	HandlerFunc func(deps any) mcp.ToolHandler
}

// NewTypedTool adapts a typed handler to a raw mcp.ToolHandler and
// forwards its error: every tool error becomes a JSON-RPC error.
func NewTypedTool[In, Out any](tool mcp.Tool, h mcp.ToolHandlerFor[In, Out]) ServerTool {
	return ServerTool{
		Tool: tool,
		HandlerFunc: func(_ any) mcp.ToolHandler {
			return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				var in In
				if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
					return nil, fmt.Errorf("bad arguments: %w", err)
				}
				res, _, err := h(ctx, req, in)
				return res, err
			}
		},
	}
}

// NewSafeTool adapts a typed handler and turns its errors into isError
// results: nothing reaches JSON-RPC.
func NewSafeTool[In, Out any](tool mcp.Tool, h mcp.ToolHandlerFor[In, Out]) ServerTool {
	return ServerTool{
		Tool: tool,
		HandlerFunc: func(_ any) mcp.ToolHandler {
			return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				var in In
				res, _, err := h(ctx, req, in)
				if err != nil {
					r := &mcp.CallToolResult{}
					r.SetError(err)
					return r, nil
				}
				return res, nil
			}
		},
	}
}

// NewRegisteredTool registers through mcp.AddTool, where a typed
// handler's error already is an isError result.
func NewRegisteredTool[In, Out any](s *mcp.Server, tool *mcp.Tool, h mcp.ToolHandlerFor[In, Out]) {
	mcp.AddTool(s, tool, h)
}

// Store keeps a handler in a field of a type the model cannot read: its
// errors stay unknown.
type Store struct {
	Tool    mcp.Tool
	Handler func(ctx context.Context, req *mcp.CallToolRequest, args map[string]any) (*mcp.CallToolResult, any, error)
}

// RegisterAll registers every tool of a toolset.
func RegisterAll(s *mcp.Server, tools []ServerTool) {
	for _, t := range tools {
		tool := t.Tool
		s.AddTool(&tool, t.HandlerFunc(nil))
	}
}
