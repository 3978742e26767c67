// Package helperportable is checked with -mcp.portable -mcp.prefix=20:
// the portable rule applies to names passed to helpers too.
package helperportable

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func h(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

func addTool(s *server.MCPServer, name string) {
	s.AddTool(mcp.NewTool(name), h)
}

func Setup() {
	s := server.NewMCPServer("x", "1")
	addTool(s, "admin.tools.list")                              // want `tool name "admin.tools.list" has a dot at offsets 5 and 11; Claude, Codex and Antigravity reject .*: write "admin_tools_list"`
	addTool(s, "list_pull_request_review_comments_by_reviewer") // want `is 45 characters long; with a 20-character server-name prefix, Cursor drops tools .*: shorten it to at most 40 characters`
	addTool(s, "DATA_EXPORT_v2")
}
