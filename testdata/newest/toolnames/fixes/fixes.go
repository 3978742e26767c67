// Package fixes holds names whose literal a suggested fix can rewrite.
package fixes

import (
	"context"

	"github.com/google/jsonschema-go/jsonschema"
	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	mcp_golang "github.com/metoro-io/mcp-golang"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

const prefix = "weather"

const spaced = "list databases"

var obj = &jsonschema.Schema{Type: "object"}

func raw(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

func h(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	return nil, nil
}

type Args struct {
	Name string `json:"name"`
}

func hello(args Args) (*mcp_golang.ToolResponse, error) { return nil, nil }

func GoSDK() {
	s := mcp.NewServer(&mcp.Implementation{Name: "x", Version: "1"}, nil)
	s.AddTool(&mcp.Tool{Name: "simple greeting", InputSchema: obj}, raw)    // want `tool name "simple greeting" has a space`
	s.AddTool(&mcp.Tool{Name: `greet (structured)`, InputSchema: obj}, raw) // want `tool name "greet \(structured\)" has a space`
	s.AddTool(&mcp.Tool{Name: spaced, InputSchema: obj}, raw)               // want `tool name "list databases" has a space`
	// No fix: the fixed name is taken on this server.
	s.AddTool(&mcp.Tool{Name: "get user", InputSchema: obj}, raw) // want `tool name "get user" has a space at offset 3; .*: write "get_user"`
	s.AddTool(&mcp.Tool{Name: "get_user", InputSchema: obj}, raw)
	// No fix: no single literal spells the name.
	s.AddTool(&mcp.Tool{Name: prefix + " now", InputSchema: obj}, raw) // want `tool name "weather now" has a space`
	// No fix for an empty name.
	s.AddTool(&mcp.Tool{Name: "", InputSchema: obj}, raw) // want `tool name is empty`
	// Cut to 128 characters.
	s.AddTool(&mcp.Tool{Name: "a_tool_name_that_is_much_too_long_for_any_client_a_tool_name_that_is_much_too_long_for_any_client_a_tool_name_that_is_much_too_long", InputSchema: obj}, raw) // want `is 131 characters long`
}

func MCPGo() {
	s := server.NewMCPServer("x", "1")
	s.AddTool(mcpgo.NewTool("list items"), h)                                       // want `tool name "list items" has a space`
	s.AddTools(server.ServerTool{Tool: mcpgo.Tool{Name: "git/commit"}, Handler: h}) // want `tool name "git/commit" has a slash`
}

func Metoro(s *mcp_golang.Server) error {
	return s.RegisterTool("hello world", "says hello", hello) // want `tool name "hello world" has a space`
}

// aggregateTool spells its name in a method that returns one constant.
type aggregateTool struct{}

func (aggregateTool) name() string {
	return "[DB] Aggregate Tool"
}

// findTool's name depends on its mode: not one constant, not folded.
type findTool struct{ one bool }

func (t findTool) name() string {
	if t.one {
		return "[DB] Find One"
	}
	return "[DB] Find"
}

func Getters() {
	s := mcp.NewServer(&mcp.Implementation{Name: "x", Version: "1"}, nil)
	s.AddTool(&mcp.Tool{Name: aggregateTool{}.name(), InputSchema: obj}, raw) // want `tool name "\[DB\] Aggregate Tool" has "\[" at offset 0`
	s.AddTool(&mcp.Tool{Name: findTool{}.name(), InputSchema: obj}, raw)
}
