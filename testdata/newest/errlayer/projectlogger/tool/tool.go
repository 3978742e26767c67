// Package tool logs through the project's own logging package: a failed
// lookup that it only logs there is still a failure answered as a
// success.
package tool

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"fixtures/errlayer/projectlogger/obs"
)

type store interface {
	Images(ctx context.Context) ([]string, error)
	Record(ctx context.Context) error
}

var st store

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("list_images"), listImages)
	s.AddTool(mcp.NewTool("list_returned"), listReturned)
}

func listImages(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	images, err := st.Images(ctx)
	if err != nil { // want `tool "list_images": when Images fails, the failure is only logged and the tool answers with the empty value the call left`
		obs.Error("listing images", "err", err)
	}
	b, _ := json.Marshal(images)
	return mcp.NewToolResultText(string(b)), nil
}

// listReturned logs and answers the failure: fine.
func listReturned(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	images, err := st.Images(ctx)
	if err != nil {
		obs.Warn("listing images")
		return mcp.NewToolResultErrorFromErr("listing images", err), nil
	}
	b, _ := json.Marshal(images)
	return mcp.NewToolResultText(string(b)), nil
}
