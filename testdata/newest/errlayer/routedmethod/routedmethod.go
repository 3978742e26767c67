// Package routedmethod is a JSON-RPC server without an SDK that routes
// each method to a function registered by name; its tools/call function
// hands the tool's name to a registry whose lookup answers a miss with
// an isError result, built by helpers that marshal it or wrap it in the
// JSON-RPC response.
package routedmethod

import (
	"encoding/json"
	"fmt"
)

type Handler func(params json.RawMessage) (json.RawMessage, error)

type Server struct{ handlers map[string]Handler }

func (s *Server) SetRequestHandler(method string, h Handler) { s.handlers[method] = h }

type Content struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

type ToolResult struct {
	Content []Content `json:"content"`
	IsError bool      `json:"isError,omitempty"`
}

type Response struct {
	JSONRPC string    `json:"jsonrpc"`
	ID      any       `json:"id"`
	Result  any       `json:"result,omitempty"`
	Error   *RPCError `json:"error,omitempty"`
}

type RPCError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type CallRequest struct {
	Name      string          `json:"name"`
	Arguments json.RawMessage `json:"arguments"`
}

// errorText marshals an isError result.
func errorText(msg string) (json.RawMessage, error) {
	response := ToolResult{Content: []Content{{Type: "text", Text: "Error: " + msg}}, IsError: true}
	return json.Marshal(response)
}

// toolError wraps an isError result in the JSON-RPC response.
func toolError(id any, msg string) *Response {
	return &Response{JSONRPC: "2.0", ID: id, Result: ToolResult{Content: []Content{{Type: "text", Text: msg}}, IsError: true}}
}

type registry struct {
	tools map[string]func(json.RawMessage) (string, error)
}

// call looks the tool up by the name the dispatcher hands it.
func (r *registry) call(id any, name string, args json.RawMessage) *Response {
	tool, ok := r.tools[name]
	if !ok {
		return toolError(id, fmt.Sprintf("unknown tool: %s", name)) // want `tools/call dispatcher: a tool name that is not in the lookup table is answered with an isError result`
	}
	text, err := tool(args)
	if err != nil {
		return toolError(id, err.Error())
	}
	return &Response{JSONRPC: "2.0", ID: id, Result: ToolResult{Content: []Content{{Type: "text", Text: text}}}}
}

func Setup(s *Server, r *registry) {
	s.SetRequestHandler("tools/call", func(params json.RawMessage) (json.RawMessage, error) {
		var req CallRequest
		if err := json.Unmarshal(params, &req); err != nil {
			return nil, fmt.Errorf("invalid call parameters: %w", err)
		}
		if req.Name == "echo" {
			return json.Marshal(ToolResult{Content: []Content{{Type: "text", Text: string(req.Arguments)}}})
		}
		if req.Name == "registry" {
			return json.Marshal(r.call(1, req.Name, req.Arguments))
		}
		switch req.Name {
		case "time":
			return json.Marshal(ToolResult{Content: []Content{{Type: "text", Text: "now"}}})
		default:
			return errorText(fmt.Sprintf("Unknown tool: %s", req.Name)) // want `tools/call dispatcher: a tool name that is not in the lookup table is answered with an isError result`
		}
	})
}

// SetupStrict answers an unknown tool with the JSON-RPC error the spec
// asks for: nothing to report.
func SetupStrict(s *Server) {
	s.SetRequestHandler("tools/call", func(params json.RawMessage) (json.RawMessage, error) {
		var req CallRequest
		if err := json.Unmarshal(params, &req); err != nil {
			return nil, fmt.Errorf("invalid call parameters: %w", err)
		}
		switch req.Name {
		case "time":
			return json.Marshal(ToolResult{Content: []Content{{Type: "text", Text: "now"}}})
		default:
			return json.Marshal(Response{JSONRPC: "2.0", Error: &RPCError{Code: -32602, Message: "unknown tool " + req.Name}})
		}
	})
}
