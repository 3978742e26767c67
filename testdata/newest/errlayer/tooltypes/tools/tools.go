// Package tools defines tools as literals of the layer's GenericTool:
// each Callback is a tool handler whose returned error the layer's
// dispatcher answers with a JSON-RPC error.
package tools

import (
	"context"
	"os"

	"fixtures/errlayer/tooltypes/layer"
)

type statusIn struct {
	Path string `json:"path,omitempty"`
}

// StatusTool fails to open the file it was given with a JSON-RPC error.
var StatusTool = layer.GenericTool[statusIn]{
	Name: "status_overview",
	Callback: func(ctx context.Context, in statusIn) ([]any, error) { // want `tool "status_overview": its handler returns errors that the hand-rolled server's tools/call dispatcher answers with JSON-RPC errors`
		b, err := os.ReadFile(in.Path)
		if err != nil {
			return nil, err
		}
		return []any{string(b)}, nil
	},
}

// VersionTool never fails: not reported.
var VersionTool = layer.GenericTool[struct{}]{
	Name: "version",
	Callback: func(ctx context.Context, _ struct{}) ([]any, error) {
		return []any{"1.0"}, nil
	},
}

// Tools lists the tools, for the server to add.
func Tools() []layer.McpTool { return []layer.McpTool{&StatusTool, &VersionTool} }
