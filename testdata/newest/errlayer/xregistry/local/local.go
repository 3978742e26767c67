// Package local is a hand-rolled server in one package: its tool table,
// its dispatcher, which answers a handler's error with JSON-RPC error
// -32000, and its tools' registrations and handlers.
package local

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
)

type handlerFunc func(args map[string]any) (string, error)

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type response struct {
	ID     any       `json:"id"`
	Result any       `json:"result,omitempty"`
	Error  *rpcError `json:"error,omitempty"`
}

type server struct{ handlers map[string]handlerFunc }

func (s *server) register(name string, h handlerFunc) { s.handlers[name] = h }

func (s *server) handle(id any, method string, params json.RawMessage) response {
	switch method {
	case "tools/call":
		var p struct {
			Name      string         `json:"name"`
			Arguments map[string]any `json:"arguments"`
		}
		if err := json.Unmarshal(params, &p); err != nil {
			return response{ID: id, Error: &rpcError{Code: -32602, Message: err.Error()}}
		}
		h, ok := s.handlers[p.Name]
		if !ok {
			return response{ID: id, Error: &rpcError{Code: -32602, Message: "unknown tool " + p.Name}}
		}
		text, err := h(p.Arguments)
		if err != nil {
			return response{ID: id, Error: &rpcError{Code: -32000, Message: err.Error()}} // want `tools/call dispatcher: every tool's execution failure \(the error of h\(...\)\) is answered here with JSON-RPC error -32000`
		}
		return response{ID: id, Result: map[string]any{"content": []map[string]any{{"type": "text", "text": text}}}}
	}
	return response{ID: id, Error: &rpcError{Code: -32601, Message: "method not found"}}
}

func newServer() *server {
	s := &server{handlers: map[string]handlerFunc{}}
	s.register("read_file", readFile) // want `tool "read_file": local.readFile returns errors that the hand-rolled server.s tools/call dispatcher answers with JSON-RPC errors and the model never reads: local.go:\d+ \(errors.New\), local.go:\d+ \(os.ReadFile\)`
	s.register("version", func(map[string]any) (string, error) {
		return "1.0", nil
	})
	s.register("config", func(args map[string]any) (string, error) {
		b, err := json.Marshal(args)
		if err != nil {
			return "", fmt.Errorf("encode: %w", err) // the server's own failure: no finding
		}
		return string(b), nil
	})
	return s
}

func readFile(args map[string]any) (string, error) {
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
