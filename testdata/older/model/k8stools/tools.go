// want package:"uses mcp"

// Package k8stools defines tools and handler factories that package
// k8smain pairs and registers (mcp-k8s's internal/tools).
package k8stools

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
)

// Client is what the handlers close over.
type Client struct{}

// CreateGetPodTool defines the tool.
func CreateGetPodTool() mcp.Tool { // want CreateGetPodTool:"factory\\(get_pod\\)"
	return mcp.NewTool("get_pod", mcp.WithString("name", mcp.Required()))
}

// HandleGetPod returns the tool's handler.
func HandleGetPod(c *Client) func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want HandleGetPod:"handler factory \\(mcp-go-raw\\)"
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		name, err := req.RequireString("name")
		if err != nil {
			return nil, fmt.Errorf("missing name: %w", err)
		}
		return mcp.NewToolResultText(name), nil
	}
}

// HandleAny returns a handler chosen at run time: not a factory the model
// reads.
func HandleAny(hs map[string]func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error), k string) func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want HandleAny:"pure"
	return hs[k]
}

// ListPodsTool is a tool definition kept in an exported variable, which
// package k8smain pairs with a handler.
var ListPodsTool = mcp.NewTool("list_pods") // want ListPodsTool:"factory\\(list_pods\\)"
