// Package catalogue is a hand-rolled server whose tools are the elements
// of a package-level catalogue (a descriptor and an implementation each),
// found by a function that searches it by name: each element is a tool,
// and its implementation's errors are what tools/call makes of them
// (here JSON-RPC -32603).
package catalogue

import (
	"context"
	"encoding/json"
	"errors"
	"os"
)

type toolDescriptor struct {
	Name        string          `json:"name"`
	Description string          `json:"description"`
	InputSchema json.RawMessage `json:"inputSchema"`
}

type toolDef struct {
	descriptor toolDescriptor
	impl       func(ctx context.Context, args json.RawMessage) (any, error)
	readonly   bool
}

var allTools = []toolDef{
	{descriptor: toolDescriptor{Name: "read_file", InputSchema: json.RawMessage(`{"type":"object"}`)}, impl: readFile, readonly: true}, // want `tool "read_file": catalogue.readFile returns errors that the hand-rolled server's tools/call dispatcher answers with JSON-RPC errors and the model never reads: server.go:92 \(errors.New\), server.go:94 \(os.ReadFile\)`
	{descriptor: toolDescriptor{Name: "version", InputSchema: json.RawMessage(`{"type":"object"}`)}, impl: version, readonly: true},
}

func findTool(name string) (toolDef, bool) {
	for _, t := range allTools {
		if t.descriptor.Name != name {
			continue
		}
		return t, true
	}
	return toolDef{}, false
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

func handle(ctx context.Context, req request) response {
	resp := response{JSONRPC: "2.0", ID: req.ID}
	switch req.Method {
	case "tools/call":
		var p struct {
			Name      string          `json:"name"`
			Arguments json.RawMessage `json:"arguments"`
		}
		if err := json.Unmarshal(req.Params, &p); err != nil {
			resp.Error = &rpcError{Code: -32602, Message: "invalid params"}
			break
		}
		t, ok := findTool(p.Name)
		if !ok {
			resp.Error = &rpcError{Code: -32602, Message: "unknown tool"}
			break
		}
		out, err := t.impl(ctx, p.Arguments)
		if err != nil {
			resp.Error = &rpcError{Code: -32603, Message: err.Error()} // want `tools/call dispatcher: every tool's execution failure \(the error of t.impl\(...\)\) is answered here with JSON-RPC error -32603`
			break
		}
		resp.Result = map[string]any{"content": []map[string]any{{"type": "text", "text": out}}}
	}
	return resp
}

func readFile(ctx context.Context, args json.RawMessage) (any, error) {
	var a struct {
		Path string `json:"path"`
	}
	if err := json.Unmarshal(args, &a); err != nil || a.Path == "" {
		return nil, errors.New("path is required")
	}
	return os.ReadFile(a.Path)
}

func version(ctx context.Context, args json.RawMessage) (any, error) {
	return "1.0.0", nil
}
