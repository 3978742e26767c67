package routedname

import (
	"context"
	"fmt"
	"strings"

	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// normalize may rewrite the request it is given.
func normalize(req *gosdk.CallToolRequest) {
	req.Params.Name = strings.TrimPrefix(req.Params.Name, "x_")
}

func text(s string) *gosdk.CallToolResult {
	return &gosdk.CallToolResult{Content: []gosdk.Content{&gosdk.TextContent{Text: s}}}
}

// SetupGoSDK registers one raw handler per upstream tool, under names
// "<server>__<tool>" it builds itself.
func SetupGoSDK(upstream map[string][]string) {
	s := gosdk.NewServer(&gosdk.Implementation{Name: "gw", Version: "1"}, nil)
	for srv, tools := range upstream {
		for _, t := range tools {
			s.AddTool(&gosdk.Tool{Name: srv + "__" + t, InputSchema: map[string]any{"type": "object"}}, func(ctx context.Context, req *gosdk.CallToolRequest) (*gosdk.CallToolResult, error) {
				srv, tool, ok := strings.Cut(req.Params.Name, "__")
				if !ok || srv == "" {
					return nil, fmt.Errorf("tool %q is not <server>__<tool>", req.Params.Name)
				}
				return text(srv + tool), nil
			})
			s.AddTool(&gosdk.Tool{Name: "n_" + srv + "__" + t, InputSchema: map[string]any{"type": "object"}}, func(ctx context.Context, req *gosdk.CallToolRequest) (*gosdk.CallToolResult, error) {
				normalize(req) // the name may be anything afterwards
				srv, tool, ok := strings.Cut(req.Params.Name, "__")
				if !ok {
					return nil, fmt.Errorf("tool %q is not <server>__<tool>", req.Params.Name) // want `go-sdk sends this error as a JSON-RPC error with code 0`
				}
				return text(srv + tool), nil
			})
		}
	}
}
