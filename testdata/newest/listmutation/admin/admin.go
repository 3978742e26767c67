// Package admin holds helpers of another package that change a go-sdk
// server's tool set: the model exports a MutatorFact for Enable, and the
// handlers of fixtures/listmutation/gosdk that call it are reported.
package admin

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var names = []string{"admin_users", "admin_roles", "admin_audit"}

// Enable adds the three admin tools.
func Enable(s *mcp.Server) { registerAll(s) }

// registerAll registers in a loop over configuration: not a finding by
// itself, only when a request handler calls it.
func registerAll(s *mcp.Server) {
	for _, n := range names {
		s.AddTool(&mcp.Tool{Name: n, InputSchema: json.RawMessage(`{"type":"object"}`)}, handle)
	}
}

func handle(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{}, nil
}
