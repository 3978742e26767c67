package panicread

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"fixtures/errlayer/panicread/guard"
)

// sendMessage asserts its arguments; the wrapper it is registered
// through decides whether a panic reaches the model.
func sendMessage(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := req.GetArguments()
	space := args["space"].(string)
	return mcp.NewToolResultText("sent to " + space), nil
}

func postMessage(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := req.GetArguments()
	space := args["space"].(string) // want `tool "post_message": argument "space" is read with a single-value .\(string\) assertion, which panics`
	return mcp.NewToolResultText("posted to " + space), nil
}

func registerGuarded(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("send_message", mcp.WithString("space", mcp.Required())), guard.Guard(sendMessage))
	s.AddTool(mcp.NewTool("post_message", mcp.WithString("space", mcp.Required())), guard.Log(postMessage))
}
