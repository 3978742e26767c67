// Package caller registers tools through the helpers of package lib.
package caller

import (
	"context"

	"fixtures/toolnames/helpers/lib"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

func raw(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

func Setup(dynamic string) {
	s := gomcp.NewServer(&gomcp.Implementation{Name: "x", Version: "1"}, nil)
	lib.Register(s, "bad name") // want `tool name "bad name" has a space at offset 3; clients such as Claude reject the whole server .*: write "bad_name"`
	lib.Register(s, "lookup")
	lib.Register(s, "lookup")        // want `tool "lookup", registered here by lib.Register \(lib.go:\d+:\d+\), is already registered on server s by lib.Register \(lib.go:\d+:\d+\) called at caller.go:\d+`
	lib.Chain(s, "chain tool")       // want `tool name "chain tool" has a space at offset 5`
	lib.Chain(s, "lookup")           // want `tool "lookup", registered here by lib.Chain \(lib.go:\d+:\d+\), is already registered on server s by lib.Register`
	lib.Reassigned(s, "Re Assigned") // the helper changes the name
	lib.Register(s, dynamic)         // not a constant
	lib.Maybe(s, "maybe tool", true) // want `tool name "maybe tool" has a space at offset 5`
	lib.Maybe(s, "maybe_ok", true)
	lib.Maybe(s, "maybe_ok", true) // not surely registered
	lib.RegisterPair(s)
	lib.Register(s, "pair_a") // want `tool "pair_a", registered here by lib.Register \(lib.go:\d+:\d+\), is already registered on server s by lib.RegisterPair \(lib.go:\d+:\d+\) called at caller.go:\d+`

	m := server.NewMCPServer("m", "1")
	lib.AddTool(m, "mcp go", "A tool.", raw) // want `tool name "mcp go" has a space at offset 3`
	lib.AddTool(m, "mcp_go", "A tool.", raw)
}

// PerTenant registers the same tools on two servers.
func PerTenant() {
	a := gomcp.NewServer(&gomcp.Implementation{Name: "a", Version: "1"}, nil)
	b := gomcp.NewServer(&gomcp.Implementation{Name: "b", Version: "1"}, nil)
	lib.Register(a, "tenant")
	lib.Register(b, "tenant")
	lib.RegisterPair(a)
	lib.RegisterPair(b)
}
