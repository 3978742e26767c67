// Package zeroout: go-sdk typed handlers whose successful calls all
// return the zero Out, while the answer goes in the text.
package zeroout

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Pod string `json:"pod"`
}

type Out struct {
	Data string `json:"data"`
}

func fetch(pod string) (map[string]any, error) { return map[string]any{"pod": pod}, nil }

func text(s string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: s}}}
}

// traffic answers in text only: structuredContent is always {"data": ""}.
func traffic(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	data, err := fetch(in.Pod)
	if err != nil {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}, IsError: true}, Out{}, nil
	}
	b, err := json.Marshal(data)
	if err != nil {
		return nil, Out{}, err
	}
	if len(b) > 1<<20 {
		return text("too large to show"), Out{}, nil // want `tool "traffic" returns the zero Out on every successful call`
	}
	return text(string(b)), Out{}, nil
}

// details fills Out on success: the zero values are on failure paths only.
func details(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	data, err := fetch(in.Pod)
	if err != nil {
		return nil, Out{}, fmt.Errorf("fetch: %w", err)
	}
	b, _ := json.Marshal(data)
	return nil, Out{Data: string(b)}, nil
}

// summary returns a value built elsewhere: not judged.
func summary(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	var out Out
	out.Data = in.Pod
	return nil, out, nil
}

// raw declares Out as any: no outputSchema, no structured content.
func raw(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	return text(in.Pod), nil, nil
}

type Empty struct{}

// ack's Out has no field: {} is all it can say.
func ack(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Empty, error) {
	return text("ok"), Empty{}, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "traffic"}, traffic)
	mcp.AddTool(s, &mcp.Tool{Name: "details"}, details)
	mcp.AddTool(s, &mcp.Tool{Name: "summary"}, summary)
	mcp.AddTool(s, &mcp.Tool{Name: "raw"}, raw)
	mcp.AddTool(s, &mcp.Tool{Name: "ack"}, ack)
}

func withHints(r *mcp.CallToolResult, out Out, err error) (*mcp.CallToolResult, Out, error) {
	return r, out, err
}

// branch answers "not found" with the zero Out, and everything else
// through a helper that returns the filled value: not judged.
func branch(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	data, err := fetch(in.Pod)
	if data == nil {
		return text("branch not found"), Out{}, nil
	}
	return withHints(text("found"), Out{Data: in.Pod}, err)
}

func RegisterBranch(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "branch"}, branch)
}
