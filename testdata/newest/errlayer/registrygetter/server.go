// Package registrygetter is a hand-rolled server whose registry wraps each
// handler in an entry struct (Register(tool, handler)) and whose tools/call
// branch looks the entry up through a getter (r.Get(name)): every handler
// registered is a tool, and its errors are what the branch makes of them.
package registrygetter

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"sync"
)

type Tool struct {
	Name        string         `json:"name"`
	Description string         `json:"description"`
	InputSchema map[string]any `json:"inputSchema"`
}

type Handler func(ctx context.Context, args map[string]any) (string, error)

type entry struct {
	Tool    Tool
	Handler Handler
}

type Registry struct {
	mu    sync.RWMutex
	tools map[string]*entry
}

func (r *Registry) Register(tool Tool, handler Handler) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.tools[tool.Name] = &entry{Tool: tool, Handler: handler}
}

func (r *Registry) Get(name string) *entry {
	r.mu.RLock()
	defer r.mu.RUnlock()
	return r.tools[name]
}

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type response struct {
	JSONRPC string    `json:"jsonrpc"`
	ID      any       `json:"id"`
	Result  any       `json:"result,omitempty"`
	Error   *rpcError `json:"error,omitempty"`
}

type request struct {
	ID     any             `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type Server struct{ reg *Registry }

func (s *Server) Handle(ctx context.Context, req request) response {
	switch req.Method {
	case "tools/call":
		var p struct {
			Name      string         `json:"name"`
			Arguments map[string]any `json:"arguments"`
		}
		if err := json.Unmarshal(req.Params, &p); err != nil {
			return response{JSONRPC: "2.0", ID: req.ID, Error: &rpcError{Code: -32602, Message: "invalid params"}}
		}
		e := s.reg.Get(p.Name)
		if e == nil {
			return response{JSONRPC: "2.0", ID: req.ID, Error: &rpcError{Code: -32602, Message: "unknown tool"}}
		}
		text, err := e.Handler(ctx, p.Arguments)
		if err != nil {
			return response{JSONRPC: "2.0", ID: req.ID, Error: &rpcError{Code: -32603, Message: err.Error()}} // want `tools/call dispatcher: every tool's execution failure \(the error of e.Handler\(...\)\) is answered here with JSON-RPC error -32603`
		}
		return response{JSONRPC: "2.0", ID: req.ID, Result: map[string]any{"content": []map[string]string{{"type": "text", "text": text}}}}
	}
	return response{JSONRPC: "2.0", ID: req.ID, Error: &rpcError{Code: -32601, Message: "method not found"}}
}

func newReadTool() Tool {
	return Tool{Name: "read_file", Description: "Reads a file.", InputSchema: map[string]any{"type": "object"}}
}

func readFile(ctx context.Context, args map[string]any) (string, error) {
	path, _ := args["path"].(string)
	if path == "" {
		return "", errors.New("path is required")
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return "", err
	}
	return string(b), nil
}

// ping never fails: nothing to report.
func ping(ctx context.Context, args map[string]any) (string, error) {
	return "pong", nil
}

func Setup(s *Server) {
	s.reg.Register(newReadTool(), readFile) // want `tool "read_file": registrygetter.readFile returns errors that the hand-rolled server's tools/call dispatcher answers with JSON-RPC errors and the model never reads: server.go:95 \(errors.New\), server.go:99 \(os.ReadFile\)`
	s.reg.Register(Tool{Name: "ping"}, ping)
}

func newStatTool() Tool {
	return Tool{Name: "stat_file", InputSchema: map[string]any{"type": "object"}}
}

func statFile(ctx context.Context, args map[string]any) (string, error) {
	path, _ := args["path"].(string)
	fi, err := os.Stat(path)
	if err != nil {
		return "", err
	}
	return fi.Name(), nil
}

// SetupLoop registers a list of positional {tool, handler} pairs in a
// loop: each element is a tool.
func SetupLoop(s *Server) {
	tools := []struct {
		tool    Tool
		handler Handler
	}{
		{newStatTool(), statFile}, // want `tool "stat_file": registrygetter.statFile returns errors that the hand-rolled server's tools/call dispatcher answers with JSON-RPC errors`
		{Tool{Name: "pong"}, ping},
	}
	for _, t := range tools {
		s.reg.Register(t.tool, t.handler)
	}
}
