// Package routetable is a JSON-RPC server without an SDK whose routing
// table holds its tools/call function, which hands the tool's name to a
// registry that answers a miss with an isError result.
package routetable

import (
	"encoding/json"
	"fmt"
)

type Handler func(params json.RawMessage) (any, error)

type Server struct{ handlers map[string]Handler }

type Content struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

type ToolResult struct {
	Content []Content `json:"content"`
	IsError bool      `json:"isError,omitempty"`
}

type callRequest struct {
	Name      string          `json:"name"`
	Arguments json.RawMessage `json:"arguments"`
}

type registry struct {
	tools map[string]func(json.RawMessage) (string, error)
}

// execute runs the tool the dispatcher names.
func (r *registry) execute(name string, args json.RawMessage) ToolResult {
	tool, ok := r.tools[name]
	if !ok {
		return ToolResult{Content: []Content{{Type: "text", Text: fmt.Sprintf("Tool not found: %s", name)}}, IsError: true} // want `tools/call dispatcher: a tool name that is not in the lookup table is answered with an isError result`
	}
	text, err := tool(args)
	if err != nil {
		return ToolResult{Content: []Content{{Type: "text", Text: err.Error()}}, IsError: true}
	}
	return ToolResult{Content: []Content{{Type: "text", Text: text}}}
}

func (s *Server) SetRegistry(r *registry) {
	s.handlers["tools/call"] = func(params json.RawMessage) (any, error) {
		var req callRequest
		if err := json.Unmarshal(params, &req); err != nil {
			return nil, fmt.Errorf("invalid call parameters: %w", err)
		}
		return r.execute(req.Name, req.Arguments), nil
	}
}
