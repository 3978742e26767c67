// want package:"uses mcp"

// Package toolset holds tool definitions and helpers used by package
// wiring, to test what crosses packages through facts.
package toolset

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Name is a constant from another package.
const Name = "toolset_search"

// SearchTool is a factory of a tool definition.
func SearchTool() mcp.Tool { // want SearchTool:"factory\\(toolset_search\\)"
	return mcp.NewTool(Name)
}

// IndexTool is a tool definition kept in an exported variable: package
// wiring pairs it with a handler (aquasecurity/trivy-mcp's scan tools).
var IndexTool = mcp.NewTool("toolset_index") // want IndexTool:"factory\\(toolset_index\\)"

// BuiltTool is built by a function literal called where it stands,
// which assembles the options first (MoreLogin's tools).
var BuiltTool = func() mcp.Tool { // want BuiltTool:"factory\\(toolset_built\\)"
	opts := []mcp.ToolOption{mcp.WithDescription("built in place")}
	return mcp.NewTool("toolset_built", opts...)
}()

// EitherTool is one of two definitions, picked at init: no fact.
var EitherTool = func() mcp.Tool {
	if debug {
		return mcp.NewTool("toolset_debug")
	}
	return mcp.NewTool("toolset_either")
}()

var debug bool

// scratchTool is unexported: no other package can pair it, so no fact.
var scratchTool = mcp.NewTool("toolset_scratch")

// Convert turns errors into isError results.
func Convert(h server.ToolHandlerFunc) server.ToolHandlerFunc { // want Convert:"wrapper\\(0\\) converts"
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := h(ctx, req)
		if err != nil {
			return mcp.NewToolResultErrorFromErr("search failed", err), nil
		}
		return res, nil
	}
}

// RegisterAll registers two tools on the server it is given.
func RegisterAll(s *server.MCPServer) { // want RegisterAll:"registers\\(toolset_a,toolset_b\\) on param 0" RegisterAll:"mutates tools: toolset.RegisterAll \\(\\*server.MCPServer\\).AddTool"
	s.AddTool(mcp.NewTool("toolset_a"), nil)
	s.AddTool(mcp.NewTool("toolset_b"), nil)
}

// Filter registers only the tools an operator enabled, as jira-mcp does.
type Filter struct{ allow map[string]bool }

// AddTool forwards to the server's AddTool.
func (f *Filter) AddTool(s *server.MCPServer, tool mcp.Tool, h server.ToolHandlerFunc) { // want AddTool:"forwards registration \\(server 0, tool 1, handler 2\\)" AddTool:"mutates tools: \\(\\*toolset.Filter\\).AddTool \\(\\*server.MCPServer\\).AddTool"
	if f.allow[tool.Name] {
		s.AddTool(tool, h)
	}
}

// EnableAdmin changes the tool set when called.
func EnableAdmin(s *server.MCPServer) { // want EnableAdmin:"mutates tools: toolset.EnableAdmin \\(\\*server.MCPServer\\).DeleteTools"
	s.DeleteTools("guest")
}

// Client is what the handlers below close over.
type Client struct{ fail bool }

// HandleSearch is a handler factory: the package that pairs it with
// SearchTool decides what its handler's errors become.
func HandleSearch(c *Client) server.ToolHandlerFunc { // want HandleSearch:"handler factory \\(mcp-go-raw\\)"
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, nil
	}
}

// HandleLookup returns a handler of an unnamed function type.
func HandleLookup(c *Client) func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want HandleLookup:"handler factory \\(mcp-go-raw\\)"
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, nil
	}
}

// HandleDeep returns what a factory of its package returns.
func HandleDeep(c *Client) server.ToolHandlerFunc { // want HandleDeep:"handler factory \\(mcp-go-raw\\)"
	return newDeep(c, 3)
}

func newDeep(c *Client, depth int) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { return nil, nil }
}

// HandleConverted returns what a wrapper returns: the wrapper's fact
// says what becomes of the inner handler's errors, not this function's.
func HandleConverted(c *Client) server.ToolHandlerFunc {
	return Convert(HandleSearch(c))
}

// HandleEither returns one of two handlers: not a factory the model
// reads.
func HandleEither(c *Client) server.ToolHandlerFunc {
	if c.fail {
		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { return nil, nil }
	}
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { return nil, nil }
}

// HandleNamed returns a declared handler of the package by name: a
// factory whose handler's body is handleNamed.
func HandleNamed(c *Client) server.ToolHandlerFunc { // want HandleNamed:"pure" HandleNamed:"handler factory \\(mcp-go-raw\\)"
	return handleNamed
}

func handleNamed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

// handleHidden is unexported: no other package calls it.
func handleHidden(c *Client) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { return nil, nil }
}

var _ = handleHidden
