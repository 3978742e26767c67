package nilout

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/schemadrift/nilout/logs"
)

type Logs struct {
	Lines []logs.Line `json:"lines"`
}

func RegisterUpstream(s *mcp.Server, c logs.Client) {
	mcp.AddTool(s, &mcp.Tool{Name: "logs"}, func(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Logs, error) {
		lines, err := c.List(in.Query)
		if err != nil {
			return nil, Logs{}, err
		}
		return nil, Logs{Lines: lines}, nil // want `tool "logs": field Lines of the returned Logs can be a nil slice here \(List returns out, declared without a value and only appended to \(logs.go:14\)\)`
	})
	mcp.AddTool(s, &mcp.Tool{Name: "all_logs"}, func(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Logs, error) {
		lines, err := c.All(in.Query)
		if err != nil {
			return nil, Logs{}, err
		}
		return nil, Logs{Lines: lines}, nil
	})
}
