// Package meta builds each tool's definition with a constructor that sets
// its annotations in two branches, and registers it with go-sdk's typed
// mcp.AddTool, which infers the schemas from In and Out.
package meta

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func toolMeta(name, description string, readOnly bool) *mcp.Tool {
	t := &mcp.Tool{Name: name, Description: description}
	if readOnly {
		t.Annotations = &mcp.ToolAnnotations{ReadOnlyHint: true}
		return t
	}
	t.Annotations = &mcp.ToolAnnotations{DestructiveHint: boolPtr(true)}
	return t
}

func boolPtr(v bool) *bool { return &v }

type pageIn struct {
	Path string `json:"path"`
}

type pageOut struct {
	Text string `json:"text"`
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, toolMeta("get_page", "Get a page.", true), func(ctx context.Context, _ *mcp.CallToolRequest, in pageIn) (*mcp.CallToolResult, pageOut, error) {
		if in.Path == "" {
			return nil, pageOut{}, errors.New("path is required")
		}
		return nil, pageOut{Text: in.Path}, nil
	})
	mcp.AddTool(s, toolMeta("delete_page", "Delete a page.", false), func(ctx context.Context, _ *mcp.CallToolRequest, in pageIn) (*mcp.CallToolResult, pageOut, error) {
		return nil, pageOut{Text: "deleted " + in.Path}, nil
	})
}
