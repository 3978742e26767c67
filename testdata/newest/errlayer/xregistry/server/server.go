// Package server registers the handlers of package handlers on the
// hand-rolled server of package rpc, whose dispatcher answers their
// errors with JSON-RPC errors, and on the server of package
// fixtures/errlayer/registry/rpc, which answers them with isError.
package server

import (
	isrpc "fixtures/errlayer/registry/rpc"
	"fixtures/errlayer/xregistry/handlers"
	"fixtures/errlayer/xregistry/rpc"
)

func Register(s *rpc.Server, other *isrpc.Server) {
	h := &handlers.MathHandler{}
	s.RegisterTool("divide", "Divide a by b", map[string]any{"type": "object"}, h.Divide) // want `tool "divide": \(\*handlers.MathHandler\).Divide returns errors that the hand-rolled server's tools/call dispatcher answers with JSON-RPC errors and the model never reads: handlers.go:18 \(errors.New\), handlers.go:23 \(fmt.Errorf\); answer a tool's error with a result`
	s.RegisterTool("echo", "Echo the arguments", map[string]any{"type": "object"}, h.Echo)
	other.RegisterTool(isrpc.Tool{Name: "divide"}, func(args map[string]any) (*isrpc.CallToolResult, error) {
		if _, err := h.Divide(args); err != nil {
			return nil, err // the dispatcher answers it with isError
		}
		return isrpc.TextResult("ok"), nil
	})
}
