// Package registry registers tools on the hand-rolled server of
// errlayer/registry/rpc: each RegisterTool call is a tool named by its
// literal's Name field.
package registry

import "fixtures/errlayer/registry/rpc"

func handler(map[string]any) (*rpc.CallToolResult, error) { return rpc.TextResult("ok"), nil }

func Register(s *rpc.Server) {
	s.RegisterTool(rpc.Tool{Name: "list items"}, handler) // want `tool name "list items" has a space at offset 4`
	s.RegisterTool(rpc.Tool{Name: "get_item"}, handler)
	s.RegisterTool(rpc.Tool{Name: "get_item"}, handler) // want `tool "get_item" is already registered on server s at registry.go:12; the server.s tool table keeps only the last handler`
	s.RegisterTool(rpc.Tool{Name: "get.item-v2"}, handler)
}
