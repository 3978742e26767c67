package nilout

import (
	"context"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// matching answers nil when nothing matches: a helper that can return a
// nil slice on some calls.
func matching(query string) []Doc {
	if query == "" {
		return nil
	}
	return []Doc{{ID: query}}
}

// collect appends to a slice declared without a value.
func collect(query string) ([]Doc, error) {
	var out []Doc
	for _, w := range strings.Fields(query) {
		out = append(out, Doc{ID: w})
	}
	return out, nil
}

// all always answers a non-nil slice.
func all(query string) []Doc {
	out := []Doc{}
	for _, w := range strings.Fields(query) {
		out = append(out, Doc{ID: w})
	}
	return out
}

func RegisterHelpers(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "match"}, func(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Found, error) {
		return nil, Found{Results: matching(in.Query), Labels: labels()}, nil // want `tool "match": field Results of the returned Found can be a nil slice here \(matching returns nil for it \(line 14\)\)`
	})
	mcp.AddTool(s, &mcp.Tool{Name: "words"}, func(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Found, error) {
		docs, err := collect(in.Query)
		if err != nil {
			return nil, Found{}, err
		}
		return nil, Found{Results: docs, Labels: labels()}, nil // want `tool "words": field Results of the returned Found can be a nil slice here \(collect can return it nil: out is declared without a value`
	})
	mcp.AddTool(s, &mcp.Tool{Name: "top"}, func(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Found, error) {
		var docs []Doc
		for _, d := range all(in.Query) {
			docs = append(docs, d)
		}
		if len(docs) > 3 {
			docs = docs[:3]
		}
		return nil, Found{Results: docs, Labels: labels()}, nil // want `tool "top": field Results of the returned Found can be a nil slice here \(docs is declared without a value`
	})
	mcp.AddTool(s, &mcp.Tool{Name: "rename"}, func(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Found, error) {
		out := Found{Labels: labels()}
		if in.Query == "" {
			return nil, out, nil // want `tool "rename": field Results of the returned Found can be a nil slice here \(it is set only after this return \(line 63\)\)`
		}
		out.Results = all(in.Query)
		return nil, out, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "fill_from"}, func(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Found, error) {
		out := Found{Labels: labels()}
		out.Results = matching(in.Query) // want `tool "fill_from": field Results of the returned Found can be a nil slice here \(matching returns nil for it`
		return nil, out, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "all"}, func(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Found, error) {
		return nil, Found{Results: all(in.Query), Labels: labels()}, nil
	})
}
