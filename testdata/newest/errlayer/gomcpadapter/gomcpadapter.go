// Package gomcpadapter registers one go-mcp handler per implementation
// of its Tool interface, forwarding the tool's error.
package gomcpadapter

import (
	"context"
	"errors"

	"github.com/ThinkInAIXYZ/go-mcp/protocol"
	"github.com/ThinkInAIXYZ/go-mcp/server"
)

// Tool is the project's tool interface.
type Tool interface {
	GetName() string
	Run(ctx context.Context, args map[string]any) (*protocol.CallToolResult, error)
}

type search struct{}

func (search) GetName() string { return "search" }

func (search) Run(ctx context.Context, args map[string]any) (*protocol.CallToolResult, error) { // want Run:"handler errors: gomcpadapter.go:24"
	return nil, errors.New("index unavailable")
}

type translate struct{ to string }

func (*translate) GetName() string { return "translate" }

func (t *translate) Run(ctx context.Context, args map[string]any) (*protocol.CallToolResult, error) { // want Run:"handler errors: gomcpadapter.go:33"
	if t.to == "" {
		return nil, errors.New("no target language")
	}
	return protocol.NewCallToolResult(nil, false), nil
}

// Register forwards every tool's error to JSON-RPC -32603.
func Register(s *server.Server) {
	for _, t := range []Tool{search{}, &translate{to: "fr"}} {
		s.RegisterTool(&protocol.Tool{Name: t.GetName()}, func(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
			res, err := t.Run(ctx, req.Arguments)
			if err != nil {
				return nil, err // want `tool adapter: every tool's failure \(the error of t.Run\(...\)\) is returned here, and this one handler serves every tool, so go-mcp sends this error as a JSON-RPC error -32603`
			}
			return res, nil
		})
	}
}
