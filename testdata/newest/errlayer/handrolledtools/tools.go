// Package handrolledtools is a stdio JSON-RPC server whose tools
// implement its Tool interface; its one dispatcher decides what their
// errors become.
package handrolledtools

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"os"
	"strings"
)

type Tool interface {
	Name() string
	Description() string
	Execute(ctx context.Context, args json.RawMessage) (any, error)
}

type upper struct{}

func (upper) Name() string        { return "upper" }
func (upper) Description() string { return "Upper-cases text" }
func (upper) Execute(ctx context.Context, args json.RawMessage) (any, error) { // want Execute:"handler errors: tools.go:28 tools.go:31"
	var in struct{ Text string }
	if err := json.Unmarshal(args, &in); err != nil {
		return nil, err
	}
	if in.Text == "" {
		return nil, errors.New("text is empty")
	}
	return strings.ToUpper(in.Text), nil
}

type readFile struct{ root string }

func (*readFile) Name() string        { return "read_file" }
func (*readFile) Description() string { return "Reads a file" }
func (r *readFile) Execute(ctx context.Context, args json.RawMessage) (any, error) { // want Execute:"handler errors: tools.go:43 tools.go:46"
	var in struct{ Path string }
	if err := json.Unmarshal(args, &in); err != nil {
		return nil, err
	}
	b, err := os.ReadFile(r.root + "/" + in.Path)
	return string(b), err
}

type message struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id,omitempty"`
	Method  string          `json:"method,omitempty"`
	Params  json.RawMessage `json:"params,omitempty"`
	Result  any             `json:"result,omitempty"`
	Error   *wireError      `json:"error,omitempty"`
}

type wireError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

const codeInternal = -32603

func errorReply(id json.RawMessage, code int, msg string) message {
	return message{JSONRPC: "2.0", ID: id, Error: &wireError{Code: code, Message: msg}}
}

// Serve reads requests from stdin.
func Serve(ctx context.Context, tools []Tool) error {
	byName := map[string]Tool{}
	for _, t := range tools {
		byName[t.Name()] = t
	}
	in := bufio.NewScanner(os.Stdin)
	out := json.NewEncoder(os.Stdout)
	for in.Scan() {
		var req message
		if err := json.Unmarshal(in.Bytes(), &req); err != nil {
			out.Encode(errorReply(nil, -32700, err.Error()))
			continue
		}
		switch req.Method {
		case "tools/list":
			out.Encode(message{JSONRPC: "2.0", ID: req.ID, Result: map[string]any{"tools": []any{}}})
		case "tools/call":
			var p struct {
				Name      string          `json:"name"`
				Arguments json.RawMessage `json:"arguments"`
			}
			if err := json.Unmarshal(req.Params, &p); err != nil {
				out.Encode(errorReply(req.ID, -32602, err.Error()))
				continue
			}
			t, ok := byName[p.Name]
			if !ok {
				out.Encode(errorReply(req.ID, -32602, "unknown tool "+p.Name))
				continue
			}
			res, err := t.Execute(ctx, p.Arguments)
			if err != nil {
				out.Encode(errorReply(req.ID, codeInternal, err.Error())) // want `tools/call dispatcher: every tool's execution failure \(the error of t.Execute\(...\)\) is answered here with JSON-RPC error -32603`
				continue
			}
			out.Encode(message{JSONRPC: "2.0", ID: req.ID, Result: map[string]any{"content": []any{map[string]any{"type": "text", "text": res}}}})
		default:
			out.Encode(errorReply(req.ID, -32601, "method not found"))
		}
	}
	return in.Err()
}

// Main wires the tools.
func Main() error { return Serve(context.Background(), []Tool{upper{}, &readFile{root: "."}}) }
