package gosdk

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// ListReposParams: "sort" and "direction" are declared and decoded, and
// nothing reads them.
type ListReposParams struct {
	Owner     string `json:"owner"`
	Sort      string `json:"sort,omitempty"`      // want `tool "list_repos": argument "sort" is declared, but nothing reads field Sort of ListReposParams`
	Direction string `json:"direction,omitempty"` // want `tool "list_repos": argument "direction" is declared, but nothing reads field Direction of ListReposParams`
	Page      int    `json:"page,omitempty"`
}

func listRepos(ctx context.Context, req *mcp.CallToolRequest, args ListReposParams) (*mcp.CallToolResult, any, error) {
	p := args // a copy is read like the original
	if p.Page == 0 {
		p.Page = 1
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(p.Owner, p.Page)}}}, nil, nil
}

// CreateIssueParams has a hand-written schema: "labels" is declared
// there and decoded into Labels, which nothing reads.
type CreateIssueParams struct {
	Title  string   `json:"title"`
	Labels []string `json:"labels,omitempty"`
}

func createIssue(ctx context.Context, req *mcp.CallToolRequest, args CreateIssueParams) (*mcp.CallToolResult, any, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: args.Title}}}, nil, nil
}

// SearchParams' fields are read by a helper of the package and by a
// method: every field is read.
type SearchParams struct {
	Query string `json:"query"`
	Limit int    `json:"limit,omitempty"`
	Exact bool   `json:"exact,omitempty"`
}

func (p SearchParams) exactness() string {
	if p.Exact {
		return "exact"
	}
	return "fuzzy"
}

func searchQuery(p *SearchParams) string { return fmt.Sprint(p.Query, p.Limit) }

func searchRepos(ctx context.Context, req *mcp.CallToolRequest, args SearchParams) (*mcp.CallToolResult, any, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: searchQuery(&args) + args.exactness()}}}, nil, nil
}

// ForwardParams goes whole to json.Marshal (an upstream request body):
// its fields are read there, out of sight, and nothing is said.
type ForwardParams struct {
	Name    string `json:"name"`
	Comment string `json:"comment,omitempty"`
}

func forward(ctx context.Context, req *mcp.CallToolRequest, args ForwardParams) (*mcp.CallToolResult, any, error) {
	body, err := json.Marshal(args)
	if err != nil {
		return nil, nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(body)}}}, nil, nil
}

// RawParams' handler also reads the raw arguments: the property may be
// read there.
type RawParams struct {
	ID    string `json:"id"`
	Extra string `json:"extra,omitempty"`
}

func raw(ctx context.Context, req *mcp.CallToolRequest, args RawParams) (*mcp.CallToolResult, any, error) {
	var m map[string]any
	_ = json.Unmarshal(req.Params.Arguments, &m)
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: args.ID + fmt.Sprint(m["extra"])}}}, nil, nil
}

func registerUnread(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "list_repos"}, listRepos)
	mcp.AddTool(s, &mcp.Tool{
		Name: "create_issue",
		InputSchema: &jsonschema.Schema{
			Type: "object",
			Properties: map[string]*jsonschema.Schema{
				"title":  {Type: "string", MinLength: intPtr(1)},
				"labels": {Type: "array", Items: &jsonschema.Schema{Type: "string"}}, // want `tool "create_issue": argument "labels" is declared, but nothing reads field Labels of CreateIssueParams`
			},
			Required: []string{"title"},
		},
	}, createIssue)
	mcp.AddTool(s, &mcp.Tool{Name: "search_repos"}, searchRepos)
	mcp.AddTool(s, &mcp.Tool{Name: "forward"}, forward)
	mcp.AddTool(s, &mcp.Tool{Name: "raw"}, raw)
}

// ptr is a pointer helper, func(T) *T: its value in a schema is its
// argument's.
func intPtr(n int) *int { return &n }

// ReapplyParams belongs to a stub that reads none of its arguments: the
// tool is not implemented, which is not a drift of one argument.
type ReapplyParams struct {
	TargetFile string `json:"targetFile"`
}

func reapply(ctx context.Context, req *mcp.CallToolRequest, args ReapplyParams) (*mcp.CallToolResult, any, error) {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "not implemented yet"}}}, nil, nil
}

func registerStub(s *mcp.Server) { mcp.AddTool(s, &mcp.Tool{Name: "reapply"}, reapply) }
