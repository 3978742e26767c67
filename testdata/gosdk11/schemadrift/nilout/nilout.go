// Package nilout holds typed go-sdk handlers whose Out has slice and map
// fields, under an inference (jsonschema-go v0.3.0) that makes a slice
// "array" without null.
package nilout

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Query string `json:"query"`
}

type Doc struct {
	ID string `json:"id"`
}

type Found struct {
	Results []Doc             `json:"results"`
	Labels  map[string]string `json:"labels"`
	Count   int               `json:"count"`
}

type Optional struct {
	Results []Doc             `json:"results,omitempty"`
	Labels  map[string]string `json:"labels,omitempty"`
	Raw     json.RawMessage   `json:"raw"`
	Blob    []byte            `json:"blob"`
}

func search(string) []Doc { return nil }

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "filter"}, func(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Found, error) {
		var docs []Doc
		for _, d := range search(in.Query) {
			if d.ID != "" {
				docs = append(docs, d)
			}
		}
		return nil, Found{Results: docs, Labels: map[string]string{}, Count: len(docs)}, nil // want `tool "filter": field Results of the returned Found can be a nil slice here \(docs is declared without a value \(line \d+\) and only appended to`
	})
	mcp.AddTool(s, &mcp.Tool{Name: "count"}, func(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Found, error) {
		return nil, Found{Results: []Doc{}, Count: 1}, nil // want `tool "count": field Labels of the returned Found can be a nil map here \(the literal leaves it out\)`
	})
	mcp.AddTool(s, &mcp.Tool{Name: "reset"}, func(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, *Found, error) {
		out := &Found{Labels: map[string]string{}} // want `tool "reset": field Results of the returned Found can be a nil slice here \(the literal leaves it out\)`
		out.Count = 0
		return nil, out, nil
	})
}

// RegisterCorrect holds the look-alikes that never send null.
func RegisterCorrect(s *mcp.Server) {
	// Initialised empty: [] and {}.
	mcp.AddTool(s, &mcp.Tool{Name: "filter_ok"}, func(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Found, error) {
		docs := []Doc{}
		for _, d := range search(in.Query) {
			docs = append(docs, d)
		}
		return nil, Found{Results: docs, Labels: map[string]string{}}, nil
	})
	// A value from elsewhere is not judged.
	mcp.AddTool(s, &mcp.Tool{Name: "search"}, func(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Found, error) {
		return nil, Found{Results: search(in.Query), Labels: labels()}, nil
	})
	// Fields set after the literal.
	mcp.AddTool(s, &mcp.Tool{Name: "fill"}, func(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Found, error) {
		var out Found
		out.Results = search(in.Query)
		out.Labels = labels()
		return nil, out, nil
	})
	// A variable handed to a function may be filled there.
	mcp.AddTool(s, &mcp.Tool{Name: "decode"}, func(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Found, error) {
		var out Found
		if err := json.Unmarshal([]byte(in.Query), &out); err != nil {
			return nil, Found{}, err
		}
		return nil, out, nil
	})
	// omitempty fields are optional; json.RawMessage and []byte are not
	// nil arrays (but inference traps: the schema says array of integers
	// while encoding/json writes raw JSON and base64); a failure's Out is
	// not validated.
	mcp.AddTool(s, &mcp.Tool{Name: "optional"}, func(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Optional, error) { // want `field Raw of Optional holds json.RawMessage` `field Blob of Optional is a \[\]byte`
		if in.Query == "" {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "query is required"}}}, Optional{}, nil
		}
		return nil, Optional{Raw: json.RawMessage(`{}`), Blob: []byte{}}, nil
	})
}

func labels() map[string]string { return map[string]string{} }

// Handlers is a set of handlers that another package registers.
type Handlers struct{}

func (Handlers) List(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Found, error) {
	var docs []Doc
	for _, d := range search(in.Query) {
		docs = append(docs, d)
	}
	return nil, Found{Results: docs, Labels: labels()}, nil // want `tool handler \(nilout.Handlers\).List: field Results of the returned Found can be a nil slice here`
}
