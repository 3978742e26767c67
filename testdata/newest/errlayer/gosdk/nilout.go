package gosdk

import (
	"context"
	"errors"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type bashoIn struct {
	ID string `json:"id"`
}

type basho struct {
	Date string `json:"date"`
}

// getBasho answers a failure with an isError result and a nil *basho
// under its own output schema: from v1.3.0, go-sdk puts the zero value
// in place of the nil whatever the schema, so the isError result goes
// out (v1.0.0 to v1.2.x: testdata/gosdk11/errlayer/nilout).
func getBasho(ctx context.Context, req *mcp.CallToolRequest, in bashoIn) (*mcp.CallToolResult, *basho, error) {
	if in.ID == "" {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: errors.New("no id").Error()}}}, nil, nil
	}
	return nil, &basho{Date: in.ID}, nil
}

func registerBasho(s *mcp.Server) {
	schema, err := jsonschema.For[basho](nil)
	if err != nil {
		panic(err)
	}
	mcp.AddTool(s, &mcp.Tool{Name: "get_basho", OutputSchema: schema}, getBasho)
}
