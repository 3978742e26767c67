// Package mapargs: go-sdk v0.1.0's NewServerTool with In a map. The SDK
// infers {"type": "object", "additionalProperties": {}} from it
// (jsonschema/infer.go): the model is told of no argument, so it never
// sends the ones the handler reads by name.
package mapargs

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func deploy(ctx context.Context, ss *mcp.ServerSession, p *mcp.CallToolParamsFor[map[string]any]) (*mcp.CallToolResultFor[any], error) {
	chart, _ := p.Arguments["chart"].(string) // want `tool "deploy_chart": the handler reads argument "chart" \(.*\), which the schema go-sdk infers from map\[string\]any \(an object with no properties\) does not declare`
	if chart == "" {
		return &mcp.CallToolResultFor[any]{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "chart is required"}}}, nil
	}
	return &mcp.CallToolResultFor[any]{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint("deployed ", chart)}}}, nil
}

// echo passes its arguments on as they are: it reads no name.
func echo(ctx context.Context, ss *mcp.ServerSession, p *mcp.CallToolParamsFor[map[string]any]) (*mcp.CallToolResultFor[any], error) {
	return &mcp.CallToolResultFor[any]{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(p.Arguments)}}}, nil
}

type statusArgs struct {
	Release string `json:"release"`
}

// status declares its argument: v0.1.0 infers a property from the field.
func status(ctx context.Context, ss *mcp.ServerSession, p *mcp.CallToolParamsFor[statusArgs]) (*mcp.CallToolResultFor[any], error) {
	return &mcp.CallToolResultFor[any]{Content: []mcp.Content{&mcp.TextContent{Text: p.Arguments.Release}}}, nil
}

func Register(s *mcp.Server) {
	s.AddTools(
		mcp.NewServerTool("deploy_chart", "Deploy a chart.", deploy),
		mcp.NewServerTool("echo", "Echo the arguments.", echo),
		mcp.NewServerTool("status", "Status of a release.", status),
	)
}
