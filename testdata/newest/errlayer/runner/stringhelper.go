package runner

import (
	"context"
	"fmt"
	"os/exec"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// schemaOf turns the command's failure into the text it returns: its
// callers cannot tell it from a schema.
func schemaOf(ctx context.Context, kind, name string) string {
	out, err := exec.CommandContext(ctx, "db", "describe", kind, name).Output()
	if err != nil {
		return fmt.Sprintf("Error: %v", err)
	}
	return string(out)
}

func tableSchema(ctx context.Context, name string) string { return schemaOf(ctx, "table", name) }

func viewSchema(ctx context.Context, name string) string {
	out, err := exec.CommandContext(ctx, "db", "describe", "view", name).Output()
	if err != nil {
		return "Failed to describe view: " + err.Error()
	}
	return string(out)
}

// verdict states a failure that is the check's answer: no error in it.
func verdict(ok bool) string {
	if !ok {
		return "Failed: the table has no primary key"
	}
	return "passed"
}

type DescribeArgs struct {
	Name string `json:"name"`
	View bool   `json:"view,omitempty"`
}

// describe answers with whichever helper's text, failure or not.
func describe(ctx context.Context, req *mcp.CallToolRequest, args DescribeArgs) (*mcp.CallToolResult, any, error) {
	var out string
	if args.View {
		out = viewSchema(ctx, args.Name)
	} else {
		out = tableSchema(ctx, args.Name)
	}
	return &mcp.CallToolResult{Content: text(out)}, nil, nil // want `tool "describe": the failure text that viewSchema returns in place of an error \("Failed to describe view" at stringhelper.go:27\) goes back in a CallToolResult without IsError`
}

// describeChecked looks at the text first: correct.
func describeChecked(ctx context.Context, req *mcp.CallToolRequest, args DescribeArgs) (*mcp.CallToolResult, any, error) {
	out := viewSchema(ctx, args.Name)
	if strings.HasPrefix(out, "Failed") {
		return &mcp.CallToolResult{Content: text(out), IsError: true}, nil, nil
	}
	return &mcp.CallToolResult{Content: text(out)}, nil, nil
}

// lint answers a verdict: the failure it states is the answer.
func lint(ctx context.Context, req *mcp.CallToolRequest, args DescribeArgs) (*mcp.CallToolResult, any, error) {
	out := verdict(args.View)
	return &mcp.CallToolResult{Content: text(out)}, nil, nil
}

func RegisterSchema(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "describe"}, describe)
	mcp.AddTool(s, &mcp.Tool{Name: "describe_checked"}, describeChecked)
	mcp.AddTool(s, &mcp.Tool{Name: "lint"}, lint)
}
