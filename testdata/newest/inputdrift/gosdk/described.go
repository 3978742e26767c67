package gosdk

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// MetricsArgs: go-sdk infers every field without omitempty as required,
// whatever its description says.
type MetricsArgs struct {
	Query   string `json:"query" jsonschema:"The metric to query"`
	Since   string `json:"since" jsonschema:"Time window (e.g. 24h). Default: 24h"`        // want `tool "metrics": go-sdk infers argument "since" as required \(field Since has no omitempty\), but its description says it is optional`
	Tool    string `json:"tool" jsonschema:"Filter to a single tool name (optional)"`      // want `tool "metrics": go-sdk infers argument "tool" as required`
	TopK    int    `json:"top_k,omitempty" jsonschema:"Max groups to return. Default: 10"` // optional already
	Region  string `json:"region" jsonschema:"Region to read; required, the default region is not used"`
	Compare bool   `json:"compare" jsonschema:"Whether to compare with the previous window"`
}

func metrics(ctx context.Context, req *mcp.CallToolRequest, in MetricsArgs) (*mcp.CallToolResult, any, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: in.Query + in.Since + in.Tool + in.Region + fmt.Sprint(in.TopK, in.Compare)}}}, nil, nil
}

func registerMetrics(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "metrics"}, metrics)
}
