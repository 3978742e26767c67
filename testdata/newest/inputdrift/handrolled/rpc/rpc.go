// Package rpc is a hand-rolled MCP server: tools are kept in a table
// keyed by name, listed with their schemas, and called with the decoded
// argument map.
package rpc

import (
	"encoding/json"
	"fmt"
	"sync"
)

type Property struct {
	Type        string `json:"type"`
	Description string `json:"description,omitempty"`
}

type JSONSchema struct {
	Type       string              `json:"type"`
	Properties map[string]Property `json:"properties,omitempty"`
	Required   []string            `json:"required,omitempty"`
}

type Tool struct {
	Name        string     `json:"name"`
	Description string     `json:"description,omitempty"`
	InputSchema JSONSchema `json:"inputSchema"`
}

type ContentItem struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

type CallToolResult struct {
	Content []ContentItem `json:"content"`
	IsError bool          `json:"isError,omitempty"`
}

type ToolHandler func(args map[string]any) (*CallToolResult, error)

type Request struct {
	ID     int             `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type RPCError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type Response struct {
	ID     int       `json:"id"`
	Result any       `json:"result,omitempty"`
	Error  *RPCError `json:"error,omitempty"`
}

type Server struct {
	mu       sync.RWMutex
	tools    []Tool
	handlers map[string]ToolHandler
}

func NewServer() *Server { return &Server{handlers: map[string]ToolHandler{}} }

func (s *Server) RegisterTool(tool Tool, handler ToolHandler) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.tools = append(s.tools, tool)
	s.handlers[tool.Name] = handler
}

func (s *Server) Handle(req *Request) *Response {
	resp := &Response{ID: req.ID}
	switch req.Method {
	case "tools/list":
		resp.Result = map[string]any{"tools": s.tools}
	case "tools/call":
		var p struct {
			Name      string         `json:"name"`
			Arguments map[string]any `json:"arguments"`
		}
		if err := json.Unmarshal(req.Params, &p); err != nil {
			resp.Error = &RPCError{Code: -32602, Message: err.Error()}
			return resp
		}
		s.mu.RLock()
		handler, ok := s.handlers[p.Name]
		s.mu.RUnlock()
		if !ok {
			resp.Error = &RPCError{Code: -32602, Message: fmt.Sprintf("unknown tool %q", p.Name)}
			return resp
		}
		result, err := handler(p.Arguments)
		if err != nil {
			result = &CallToolResult{Content: []ContentItem{{Type: "text", Text: err.Error()}}, IsError: true}
		}
		resp.Result = result
	default:
		resp.Error = &RPCError{Code: -32601, Message: "method not found"}
	}
	return resp
}

func TextResult(text string) *CallToolResult {
	return &CallToolResult{Content: []ContentItem{{Type: "text", Text: text}}}
}
