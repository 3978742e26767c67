// Package elemtypes keeps each tool as a value of its own struct type, a
// definition beside a function that makes the handler, and registers the
// values in one loop over a list that reaches it from a call the data flow
// does not follow: every literal of the type is a tool, its definition
// names it and its factory's closure serves it, through the wrapper that
// the loop puts around it (mcp-go: a returned error is JSON-RPC -32603).
package elemtypes

import (
	"context"
	"errors"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Client struct{ base string }

func (c *Client) Search(ctx context.Context, q string) (string, error) {
	if c.base == "" {
		return "", errors.New("upstream unavailable")
	}
	return q, nil
}

type HandlerFactory func(c *Client) func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error)

// ToolRegistration pairs a tool with the factory of its handler.
type ToolRegistration struct {
	Tool       mcp.Tool
	NewHandler HandlerFactory
}

var SearchTool = mcp.NewTool("search", mcp.WithString("q", mcp.Required()))

var LookupTool = mcp.NewTool("lookup", mcp.WithString("id", mcp.Required()))

func NewSearchHandler(c *Client) func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want NewSearchHandler:"handler errors: elemtypes.go:43"
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := c.Search(ctx, req.GetString("q", ""))
		if err != nil {
			return nil, err // want `tool "search": mcp-go sends this error as a JSON-RPC error -32603`
		}
		return mcp.NewToolResultText(out), nil
	}
}

// NewLookupHandler answers a failure as an isError result: not reported.
func NewLookupHandler(c *Client) func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := c.Search(ctx, req.GetString("id", ""))
		if err != nil {
			return mcp.NewToolResultErrorFromErr("lookup failed", err), nil
		}
		return mcp.NewToolResultText(out), nil
	}
}

func AllRegistrations() []ToolRegistration {
	return []ToolRegistration{
		{Tool: SearchTool, NewHandler: NewSearchHandler},
		{Tool: LookupTool, NewHandler: NewLookupHandler},
	}
}

// logged passes the handler's result and error on unchanged.
func logged(name string, h server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := h(ctx, req)
		log.Printf("tool %s: err=%v", name, err)
		return res, err
	}
}

func Register(srv *server.MCPServer, regs []ToolRegistration, c *Client) {
	for _, reg := range regs {
		handler := reg.NewHandler(c)
		srv.AddTool(reg.Tool, logged(reg.Tool.Name, handler))
	}
}

func Serve(c *Client) *server.MCPServer {
	srv := server.NewMCPServer("elemtypes", "1.0.0")
	Register(srv, AllRegistrations(), c)
	return srv
}

// Entry lists its definition and handler in place ({def, handler}), the
// definition built by a tool constructor of this package.
type Entry struct {
	Tool    mcp.Tool
	Handler server.ToolHandlerFunc
}

func readTool(name, description string) mcp.Tool {
	return mcp.NewTool(name, mcp.WithDescription(description))
}

func (c *Client) entries() []Entry {
	return []Entry{
		{readTool("status", "Upstream status."), c.status},
	}
}

func (c *Client) status(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := c.Search(ctx, "status"); err != nil {
		return nil, err // want `tool "status": mcp-go sends this error as a JSON-RPC error -32603`
	}
	return mcp.NewToolResultText("up"), nil
}

func (c *Client) RegisterEntries(srv *server.MCPServer) {
	for _, e := range c.entries() {
		handler := e.Handler
		srv.AddTool(e.Tool, logged(e.Tool.Name, handler))
	}
}

// retiredRegistrations is a table of the same type that nothing refers to:
// its tools are not registered, and their failures are not reported.
var retiredRegistrations = []ToolRegistration{
	{Tool: mcp.NewTool("retired_search"), NewHandler: newRetiredHandler},
}

func newRetiredHandler(c *Client) func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := c.Search(ctx, "retired")
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(out), nil
	}
}
