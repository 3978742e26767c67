package panicread

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

// NewAddToQueueHandler returns a handler that another package registers
// (a generated table of {Tool, NewHandler}): its assertion panics there.
func NewAddToQueueHandler(prefix string) func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		args := req.GetArguments()
		_ = args
		var params struct{ URI string }
		params.URI = args["uri"].(string) // want `tool handler: argument "uri" is read with a single-value .\(string\) assertion`
		uri := params.URI
		if uri == "" {
			return mcp.NewToolResultError("uri is empty"), nil
		}
		if v, ok := args["device_id"].(string); ok && v != "" {
			uri += "@" + v
		}
		return mcp.NewToolResultText(prefix + uri), nil
	}
}
