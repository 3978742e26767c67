package lookalike

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// CallIn is the input of a meta-tool that calls an upstream tool by name:
// the name is an argument, so a miss is input validation (isError lets
// the model pick another name).
type CallIn struct {
	Name      string         `json:"name"`
	Arguments map[string]any `json:"arguments"`
}

type meta struct {
	upstream map[string]func(map[string]any) string
}

func (m *meta) callTool(ctx context.Context, req *gosdk.CallToolRequest, in CallIn) (*gosdk.CallToolResult, any, error) {
	run, ok := m.upstream[in.Name]
	if !ok {
		return &gosdk.CallToolResult{IsError: true, Content: []gosdk.Content{&gosdk.TextContent{Text: "unknown tool " + in.Name + "; call list_tools first"}}}, nil, nil
	}
	return &gosdk.CallToolResult{Content: []gosdk.Content{&gosdk.TextContent{Text: run(in.Arguments)}}}, nil, nil
}

// callToolMCPGo is the same meta-tool on mcp-go's typed handler.
func (m *meta) callToolMCPGo(ctx context.Context, req mcp.CallToolRequest, in CallIn) (*mcp.CallToolResult, error) {
	run, ok := m.upstream[in.Name]
	if !ok {
		return mcp.NewToolResultErrorf("unknown tool %q; call list_tools first", in.Name), nil
	}
	return mcp.NewToolResultText(run(in.Arguments)), nil
}

// shadowedName: the outer name is the tool name, the inner one an
// argument; the miss is of the argument.
func (m *meta) shadowedName(ctx context.Context, req *gosdk.CallToolRequest) (*gosdk.CallToolResult, error) {
	name := req.Params.Name
	if strings.HasSuffix(name, "_proxy") {
		name := strings.TrimSuffix(string(req.Params.Arguments), "\n")
		if _, ok := m.upstream[name]; !ok {
			return &gosdk.CallToolResult{IsError: true, Content: []gosdk.Content{&gosdk.TextContent{Text: "no such target"}}}, nil
		}
	}
	return &gosdk.CallToolResult{}, nil
}

func SetupMeta(servers []string) {
	m := &meta{}
	s := gosdk.NewServer(&gosdk.Implementation{Name: "meta", Version: "1"}, nil)
	ms := server.NewMCPServer("meta", "1")
	for _, srv := range servers {
		gosdk.AddTool(s, &gosdk.Tool{Name: srv + "_call"}, m.callTool)
		s.AddTool(&gosdk.Tool{Name: srv + "_proxy", InputSchema: map[string]any{"type": "object"}}, m.shadowedName)
		ms.AddTool(mcp.NewTool(srv+"_call"), mcp.NewTypedToolHandler(m.callToolMCPGo))
	}
}
