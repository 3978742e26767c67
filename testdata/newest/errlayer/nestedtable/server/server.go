// Package server registers its tools from a table of groups, each with a
// list of {factory, handler} pairs, in a nested loop: each element is a
// tool named by its factory.
package server

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"fixtures/errlayer/nestedtable/tools"
)

type toolRegistration struct {
	Func    func() mcp.Tool
	Handler server.ToolHandlerFunc
}

type group struct {
	Tools []toolRegistration
}

func New() *server.MCPServer {
	s := server.NewMCPServer("nutanix", "1.0")
	groups := map[string]group{
		"vm": {
			Tools: []toolRegistration{
				{
					Func:    tools.VMList,
					Handler: tools.VMListHandler(), // want `tool "vm_list": tools.VMListHandler's handler returns errors that mcp-go sends as JSON-RPC errors -32603 and the model never reads: tools.go:32 \(list\); return`
				},
			},
		},
		"host": {
			Tools: []toolRegistration{
				{Func: tools.HostList, Handler: tools.HostListHandler()},
			},
		},
	}
	for _, g := range groups {
		for _, t := range g.Tools {
			s.AddTool(t.Func(), t.Handler)
		}
	}
	return s
}
