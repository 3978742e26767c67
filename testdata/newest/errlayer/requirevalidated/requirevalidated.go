// Package requirevalidated: a server that validates its input against
// the schema, so a required argument's Require* cannot fail in the
// handler. Not reported.
package requirevalidated

import (
	"context"
	"os/exec"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func New() *server.MCPServer {
	s := server.NewMCPServer("scanner", "1.0.0", server.WithInputSchemaValidation())
	s.AddTool(mcp.NewTool("scan", mcp.WithString("target", mcp.Required())), scan)
	return s
}

func scan(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	target, _ := req.RequireString("target")
	out, err := exec.CommandContext(ctx, "nmap", target).Output()
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}
