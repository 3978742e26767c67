// Package helpertexts: a (string, error) helper that answers each refusal
// with a failure text and a nil error; the handler sends the text as a
// success. The finding lists every such return of the helper.
package helpertexts

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func render(name, kind string) (string, error) {
	if name == "" {
		return "Error: name is required", nil
	}
	if kind != "gateway" && kind != "route" {
		return "Error: unknown kind " + kind, nil
	}
	return "kind: " + kind + "\nname: " + name, nil
}

func manifest(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := render(req.GetString("name", ""), req.GetString("kind", ""))
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(out), nil // want `tool "manifest": the failure text that render returns with a nil error \("Error: name is required" at helpertexts.go:15\)`
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("manifest", mcp.WithString("name", mcp.Required()), mcp.WithString("kind", mcp.Required())), manifest)
}
