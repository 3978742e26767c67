package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// postMessage reads an old name only when the declared one is empty: a
// client that follows the schema sends "text" and loses nothing.
func postMessage(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text := req.GetString("text", "")
	if text == "" {
		// Backward compatibility with "payload".
		text = req.GetString("payload", "")
	}
	return mcp.NewToolResultText(text), nil
}

// postReply reads the old name whatever it got: the schema never says
// "body".
func postReply(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text := req.GetString("text", "")
	text += req.GetString("body", "") // want `tool "post_reply": the handler reads argument "body" \(GetString\), which the schema of the mcp.NewTool options does not declare`
	return mcp.NewToolResultText(text), nil
}

func registerPosts(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("post_message", mcp.WithString("text")), postMessage)
	s.AddTool(mcp.NewTool("post_reply", mcp.WithString("text")), postReply)
}
