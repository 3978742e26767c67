// Package gomcptools keys its handlers by their tools: the model pairs
// each handler with its tool's name.
package gomcptools

import (
	"context"
	"errors"

	"github.com/ThinkInAIXYZ/go-mcp/protocol"
	"github.com/ThinkInAIXYZ/go-mcp/server"

	"fixtures/errlayer/typedsink/gomcpreg"
)

type nodes struct {
	tools map[*protocol.Tool]server.ToolHandlerFunc
}

func (n *nodes) Tools() map[*protocol.Tool]server.ToolHandlerFunc { return n.tools }

func init() {
	n := &nodes{tools: map[*protocol.Tool]server.ToolHandlerFunc{}}
	cordon, err := protocol.NewTool("cordon_node", "Mark a node unschedulable", struct {
		Name string `json:"name" required:"true"`
	}{})
	if err != nil {
		panic(err)
	}
	n.tools[cordon] = n.cordon
	gomcpreg.Add(n)
}

func (n *nodes) cordon(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	return nil, errors.New("node not found") // want `tool "cordon_node": go-mcp sends this error as a JSON-RPC error -32603`
}
