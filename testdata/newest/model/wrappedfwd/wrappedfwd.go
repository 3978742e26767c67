// Package wrappedfwd registers each tool through a generic helper that // want package:"uses mcp"
// wraps the project's handler before it reaches go-sdk: every call of the
// helper is a tool, with the wrapper's errors.
package wrappedfwd

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// wrapHandler turns a project handler into a typed go-sdk one whose
// failures are isError results.
func wrapHandler[In, Out any](h func(context.Context, In) (Out, error)) func(context.Context, *mcp.CallToolRequest, In) (*mcp.CallToolResult, Out, error) { // want wrapHandler:"wrapper\\(0\\) converts"
	return func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		out, err := h(ctx, in)
		if err != nil {
			var zero Out
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, zero, nil
		}
		return nil, out, nil
	}
}

func addTool[In, Out any](s *mcp.Server, tool *mcp.Tool, h func(context.Context, In) (Out, error)) { // want addTool:"mutates tools: wrappedfwd.addTool mcp.AddTool"
	mcp.AddTool(s, tool, wrapHandler(h))
}

type ListIn struct {
	Project string `json:"project"`
}

type ListOut struct {
	Items []string `json:"items"`
}

func listTasks(ctx context.Context, in ListIn) (ListOut, error) {
	if in.Project == "" {
		return ListOut{}, errors.New("project is required")
	}
	return ListOut{Items: []string{in.Project}}, nil
}

func listEpics(ctx context.Context, in ListIn) (ListOut, error) { return ListOut{}, nil }

// Register adds the tools.
func Register(s *mcp.Server) { // want Register:"mutates tools: wrappedfwd.Register wrappedfwd.addTool mcp.AddTool" Register:"registers\\(task_list,epic_list\\) on param 0"
	addTool(s, &mcp.Tool{Name: "task_list"}, listTasks)
	addTool(s, &mcp.Tool{Name: "epic_list"}, listEpics)
}
