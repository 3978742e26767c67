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
	chart, _ := p.Arguments["chart"].(string)  // want `tool "deploy_chart": the handler reads arguments "chart", "namespace" \(a .\(string\) assertion\), but the schema go-sdk infers from map\[string\]any lists no property, so the model is told the tool takes no arguments`
	ns, _ := p.Arguments["namespace"].(string) // the same finding: one per tool
	if chart == "" {
		return &mcp.CallToolResultFor[any]{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "chart is required"}}}, nil
	}
	return &mcp.CallToolResultFor[any]{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint("deployed ", chart, " in ", ns)}}}, nil
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

// The helm-io shape: the closure hands the map to a method that reads it
// through the project's accessors.
type service struct{}

func (s *service) handleRollback(ctx context.Context, args map[string]any) (string, error) {
	release := getString(args, "release_name") // want `tool "rollback_release": the handler reads argument "release_name" \(getString\), but the schema go-sdk infers from map\[string\]any lists no property, so the model is told the tool takes no arguments`
	if release == "" {
		return "", fmt.Errorf("release_name is required")
	}
	return release, nil
}

func getString(args map[string]any, key string) string {
	if v, ok := args[key]; ok {
		if s, ok := v.(string); ok {
			return s
		}
	}
	return ""
}

func RegisterService(s *mcp.Server, svc *service) {
	s.AddTools(mcp.NewServerTool("rollback_release", "Roll a release back.",
		func(ctx context.Context, ss *mcp.ServerSession, p *mcp.CallToolParamsFor[map[string]any]) (*mcp.CallToolResultFor[any], error) {
			text, err := svc.handleRollback(ctx, p.Arguments)
			if err != nil {
				return &mcp.CallToolResultFor[any]{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil
			}
			return &mcp.CallToolResultFor[any]{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil
		}))
}
