// Package lib exports helpers that register a tool under the name they
// are given; package caller calls them.
package lib

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	City string `json:"city"`
}

func typed(ctx context.Context, req *gomcp.CallToolRequest, in In) (*gomcp.CallToolResult, any, error) {
	return nil, nil, nil
}

// Register registers a go-sdk tool named name on s.
func Register(s *gomcp.Server, name string) {
	gomcp.AddTool(s, &gomcp.Tool{Name: name}, typed)
}

// Chain passes its name on to Register.
func Chain(s *gomcp.Server, name string) {
	Register(s, name)
}

// Reassigned registers another name than the one it was given.
func Reassigned(s *gomcp.Server, name string) {
	name = strings.ToLower(name)
	gomcp.AddTool(s, &gomcp.Tool{Name: name}, typed)
}

// Maybe registers only when asked.
func Maybe(s *gomcp.Server, name string, on bool) {
	if on {
		gomcp.AddTool(s, &gomcp.Tool{Name: name}, typed)
	}
}

// RegisterPair registers two tools through Register.
func RegisterPair(s *gomcp.Server) {
	Register(s, "pair_a")
	Register(s, "pair_b")
}

// AddTool registers an mcp-go tool named name on s.
func AddTool(s *server.MCPServer, name, desc string, h server.ToolHandlerFunc) {
	s.AddTool(mcp.NewTool(name, mcp.WithDescription(desc)), h)
}
