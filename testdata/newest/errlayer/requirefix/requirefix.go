// Package requirefix: an mcp-go server, built here without input
// validation, whose tools throw away the error of a Require* accessor.
package requirefix

import (
	"context"
	"os/exec"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func New() *server.MCPServer {
	s := server.NewMCPServer("scanner", "1.0.0")
	s.AddTool(mcp.NewTool("scan",
		mcp.WithString("target", mcp.Required()),
		mcp.WithString("flags"),
	), scan)
	s.AddTool(mcp.NewTool("ping",
		mcp.WithString("host", mcp.Required()),
		mcp.WithNumber("count"),
	), ping)
	s.AddTool(mcp.NewTool("lookup",
		mcp.WithString("domain", mcp.Required()),
	), lookup)
	return s
}

// scan runs nmap on "" when the model leaves the target out.
func scan(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	target, _ := req.RequireString("target") // want `tool "scan": the error of RequireString for argument "target" is discarded, so when the model leaves the argument out or sends another type, the handler goes on with the zero value`
	flags := req.GetString("flags", "")
	out, err := exec.CommandContext(ctx, "nmap", flags, target).Output()
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

// ping discards the error of an optional argument's Require*: the schema
// says it may be absent, so the zero value is the default (not
// reported); the host is checked.
func ping(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	host, err := req.RequireString("host")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	count, _ := req.RequireFloat("count")
	out, err := exec.CommandContext(ctx, "ping", "-c", string(rune('0'+int(count))), host).Output()
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

// lookup puts a default of its own in an empty domain's place: not
// reported.
func lookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	domain, _ := req.RequireString("domain")
	if domain == "" {
		domain = "example.com"
	}
	out, err := exec.CommandContext(ctx, "whois", domain).Output()
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}
