// Package portable is checked with -mcp.portable -mcp.prefix=20: names the
// spec allows but the strictest clients reject.
package portable

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func h(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

func Setup() {
	s := server.NewMCPServer("x", "1")
	s.AddTool(mcp.NewTool("admin.tools.list"), h) // want `tool name "admin.tools.list" has a dot at offsets 5 and 11; Claude, Codex and Antigravity reject the whole server when a tool name is outside \^\[A-Za-z0-9_-\]\{1,64\}\$: write "admin_tools_list"`
	// hostinger/api-mcp-server #52
	s.AddTool(mcp.NewTool("hosting_restartNode.jsApplicationV1"), h) // want `tool name "hosting_restartNode.jsApplicationV1" has a dot at offset 19; .*: write "hosting_restartNode_jsApplicationV1"`
	// 45 characters: valid for Claude, dropped by Cursor with a 20-character prefix.
	s.AddTool(mcp.NewTool("list_pull_request_review_comments_by_reviewer"), h) // want `tool name "list_pull_request_review_comments_by_reviewer" is 45 characters long; with a 20-character server-name prefix, Cursor drops tools whose server and tool name exceed 60 characters: shorten it to at most 40 characters`
	// 70 characters: too long for Claude too.
	s.AddTool(mcp.NewTool("get_the_full_list_of_pull_request_review_comments_for_a_given_reviewer"), h) // want `is 70 characters long; Claude, Codex and Antigravity reject .*: shorten it to at most 40 characters`
	// A dot and too long for Cursor: no fix, the author shortens it.
	s.AddTool(mcp.NewTool("list.pull_request_review_comments_by_reviewer"), h) // want `has a dot at offset 4; .*: shorten it to at most 40 characters`
	// Outside the spec rule: reported once, as invalid-name.
	s.AddTool(mcp.NewTool("simple greeting"), h) // want `tool name "simple greeting" has a space at offset 6; clients such as Claude`
	// Portable already.
	s.AddTool(mcp.NewTool("DATA_EXPORT_v2"), h)
	s.AddTool(mcp.NewTool("get-user"), h)
	s.AddTool(mcp.NewTool("list_pull_request_review_comments"), h) // 33 characters
}
