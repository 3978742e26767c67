// Package requireelsewhere: tools registered on a server built in
// another package, which may validate the input: on an mcp-go that has
// WithInputSchemaValidation, not reported.
package requireelsewhere

import (
	"context"
	"os/exec"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("scan", mcp.WithString("target", mcp.Required())), scan)
}

func scan(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	target, _ := req.RequireString("target")
	out, err := exec.CommandContext(ctx, "nmap", target).Output()
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}
