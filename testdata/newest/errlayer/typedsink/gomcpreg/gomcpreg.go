// Package gomcpreg registers every handler its providers hand it, keyed
// by tool, in one loop (beastpu/mcp-k8s-sse-server's shape).
package gomcpreg

import (
	"github.com/ThinkInAIXYZ/go-mcp/protocol"
	"github.com/ThinkInAIXYZ/go-mcp/server"
)

type Provider interface {
	Tools() map[*protocol.Tool]server.ToolHandlerFunc
}

var providers []Provider

func Add(p Provider) { providers = append(providers, p) }

func Install(s *server.Server) {
	for _, p := range providers {
		for tool, handler := range p.Tools() {
			s.RegisterTool(tool, handler)
		}
	}
}
