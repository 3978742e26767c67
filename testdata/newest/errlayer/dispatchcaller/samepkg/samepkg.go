// Package samepkg is a hand-rolled MCP server whose tools/call branch
// returns a tool's failure to the read loop of the same package, which
// writes it with createErrorResponse as JSON-RPC error -32603.
package samepkg

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
)

type Tool interface {
	Name() string
	Execute(args map[string]any) (string, error) // want Execute:"handler errors: samepkg.go:89"
}

type message struct {
	Jsonrpc string     `json:"jsonrpc"`
	ID      any        `json:"id,omitempty"`
	Method  string     `json:"method,omitempty"`
	Params  any        `json:"params,omitempty"`
	Result  any        `json:"result,omitempty"`
	Error   *wireError `json:"error,omitempty"`
}

type wireError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type Server struct{ tools map[string]Tool }

func (s *Server) Run() {
	dec := json.NewDecoder(bufio.NewReader(os.Stdin))
	enc := json.NewEncoder(os.Stdout)
	for {
		var msg message
		if err := dec.Decode(&msg); err != nil {
			return
		}
		response, err := s.handleMessage(&msg)
		if err != nil {
			response = s.createErrorResponse(msg.ID, err) // want `tools/call dispatcher: every tool's execution failure \(the error of s.handleMessage\(...\)\) is answered here with JSON-RPC error -32603` `tools/call dispatcher: a malformed request \(params that are not an object, no tool name\) or an unknown tool is answered here with JSON-RPC error -32603`
		}
		if response != nil {
			enc.Encode(response)
		}
	}
}

func (s *Server) handleMessage(msg *message) (*message, error) {
	switch msg.Method {
	case "tools/call":
		return s.handleToolCall(msg)
	default:
		return &message{Jsonrpc: "2.0", ID: msg.ID, Error: &wireError{Code: -32601, Message: "method not found"}}, nil
	}
}

func (s *Server) handleToolCall(msg *message) (*message, error) {
	params, ok := msg.Params.(map[string]any)
	if !ok {
		return nil, fmt.Errorf("invalid params")
	}
	name, _ := params["name"].(string)
	tool, exists := s.tools[name]
	if !exists {
		return nil, fmt.Errorf("tool not found: %s", name)
	}
	args, _ := params["arguments"].(map[string]any)
	result, err := tool.Execute(args)
	if err != nil {
		return nil, err
	}
	return &message{Jsonrpc: "2.0", ID: msg.ID, Result: map[string]any{"content": []any{map[string]any{"type": "text", "text": result}}}}, nil
}

func (s *Server) createErrorResponse(id any, err error) *message {
	return &message{Jsonrpc: "2.0", ID: id, Error: &wireError{Code: -32603, Message: err.Error()}}
}

type echo struct{}

func (echo) Name() string { return "echo" }
func (echo) Execute(args map[string]any) (string, error) { // want Execute:"handler errors: samepkg.go:89"
	text, ok := args["text"].(string)
	if !ok {
		return "", fmt.Errorf("text is required")
	}
	return text, nil
}

func New() *Server { return &Server{tools: map[string]Tool{"echo": echo{}}} }
