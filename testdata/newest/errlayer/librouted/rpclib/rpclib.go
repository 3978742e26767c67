// Package rpclib is a JSON-RPC 2.0 library that knows nothing of MCP: a
// method's handler returns a result or an error, and an error goes out as
// a JSON-RPC error.
package rpclib

import (
	"context"
	"encoding/json"
)

type Handler func(ctx context.Context, params json.RawMessage) (any, error)

type Server struct{ methods map[string]Handler }

func NewServer() *Server { return &Server{methods: map[string]Handler{}} }

// On routes method to h.
func (s *Server) On(method string, h Handler) { s.methods[method] = h }

// Call adapts a typed function to a Handler.
func Call[P, R any](f func(ctx context.Context, params P) (R, error)) Handler {
	return func(ctx context.Context, raw json.RawMessage) (any, error) {
		var p P
		if err := json.Unmarshal(raw, &p); err != nil {
			return nil, err
		}
		return f(ctx, p)
	}
}
