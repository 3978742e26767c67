// Package looptable is a hand-rolled server that fills its tool table in
// a loop over a list of registrations, built from a literal and appends;
// its tools/call branch answers a handler's error with a JSON-RPC error.
package looptable

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
)

type toolHandler func(ctx context.Context, raw json.RawMessage) (any, error)

type toolDef struct {
	Name string `json:"name"`
}

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type request struct {
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type server struct {
	tools    map[string]toolHandler
	defs     []toolDef
	readOnly bool
}

func (s *server) handle(ctx context.Context, req request) (any, *rpcError) {
	switch req.Method {
	case "tools/list":
		return map[string]any{"tools": s.defs}, nil
	case "tools/call":
		var p struct {
			Name      string          `json:"name"`
			Arguments json.RawMessage `json:"arguments"`
		}
		if err := json.Unmarshal(req.Params, &p); err != nil {
			return nil, &rpcError{Code: -32602, Message: "invalid params"}
		}
		h, ok := s.tools[p.Name]
		if !ok {
			return nil, &rpcError{Code: -32602, Message: "unknown tool " + p.Name}
		}
		out, err := h(ctx, p.Arguments)
		if err != nil {
			return nil, &rpcError{Code: -32603, Message: err.Error()} // want `tools/call dispatcher: every tool's execution failure \(the error of h\(...\)\) is answered here with JSON-RPC error -32603`
		}
		return out, nil
	}
	return nil, &rpcError{Code: -32601, Message: "method not found"}
}

func text(s string) map[string]any {
	return map[string]any{"content": []any{map[string]any{"type": "text", "text": s}}}
}

func registerTools(s *server) {
	type reg struct {
		def     toolDef
		handler toolHandler
	}
	regs := []reg{
		{
			def: toolDef{Name: "status"},
			handler: func(ctx context.Context, raw json.RawMessage) (any, error) { // want `tool "status": its handler returns errors that the hand-rolled server's tools/call dispatcher answers with JSON-RPC errors`
				var p struct {
					Host string `json:"host"`
				}
				if err := json.Unmarshal(raw, &p); err != nil {
					return nil, err
				}
				if p.Host == "" {
					return nil, errors.New("host is required")
				}
				return text("up"), nil
			},
		},
		{
			def: toolDef{Name: "version"},
			handler: func(ctx context.Context, raw json.RawMessage) (any, error) {
				return text("1.0"), nil
			},
		},
	}
	if !s.readOnly {
		regs = append(regs, reg{
			def: toolDef{Name: "restart"},
			handler: func(ctx context.Context, raw json.RawMessage) (any, error) { // want `tool "restart": its handler returns errors that the hand-rolled server's tools/call dispatcher answers with JSON-RPC errors`
				return nil, fmt.Errorf("restart refused: %s", raw)
			},
		})
	}
	for _, r := range regs {
		s.defs = append(s.defs, r.def)
		s.tools[r.def.Name] = r.handler
	}
}
