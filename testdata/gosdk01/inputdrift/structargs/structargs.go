// Package structargs: go-sdk v0.1.0's NewServerTool with a struct In.
// Its jsonschema/infer.go makes a field required unless its json tag
// says omitempty or omitzero, as go-sdk v1 does; the handler reads
// p.Arguments.F.
package structargs

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type rollbackArgs struct {
	Release  string `json:"release,omitempty"`
	Revision int    `json:"revision,omitempty"` // want `tool "rollback": argument "revision" is declared, but nothing reads field Revision of rollbackArgs`
	Reason   string `json:"reason,omitempty"`
}

func text(s string) *mcp.CallToolResultFor[any] {
	return &mcp.CallToolResultFor[any]{Content: []mcp.Content{&mcp.TextContent{Text: s}}}
}

func failure(s string) *mcp.CallToolResultFor[any] {
	return &mcp.CallToolResultFor[any]{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: s}}}
}

func rollback(ctx context.Context, ss *mcp.ServerSession, p *mcp.CallToolParamsFor[rollbackArgs]) (*mcp.CallToolResultFor[any], error) {
	if p.Arguments.Release == "" { // want `tool "rollback": the handler fails the call without argument "release" \(the check p.Arguments.Release == ""\), but the schema go-sdk infers from rollbackArgs leaves it optional \(omitempty\)`
		return failure("release is required"), nil
	}
	if p.Arguments.Reason == "" {
		p.Arguments.Reason = "requested" // a default: not required
	}
	return text(p.Arguments.Release + p.Arguments.Reason), nil
}

type statusArgs struct {
	Release string `json:"release"`
}

// status requires what its schema requires.
func status(ctx context.Context, ss *mcp.ServerSession, p *mcp.CallToolParamsFor[statusArgs]) (*mcp.CallToolResultFor[any], error) {
	if p.Arguments.Release == "" {
		return failure("release is required"), nil
	}
	return text(p.Arguments.Release), nil
}

func Register(s *mcp.Server) {
	s.AddTools(
		mcp.NewServerTool("rollback", "Roll a release back.", rollback),
		mcp.NewServerTool("status", "Status of a release.", status),
	)
}
