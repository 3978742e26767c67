// Package mwserver has two servers, only one of them with tool middleware
// that turns handler errors into isError results: the middleware covers
// the handlers of its own server and nobody else's.
package mwserver

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// recoverErrors turns every handler error into an isError result.
func recoverErrors(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	}
}

func guarded(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, fmt.Errorf("upstream unavailable")
}

func plain(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, fmt.Errorf("upstream unavailable") // want `mcp-go sends this error as a JSON-RPC error -32603`
}

func viaFactory(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, fmt.Errorf("upstream unavailable")
}

func viaField(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, fmt.Errorf("upstream unavailable") // want `mcp-go sends this error as a JSON-RPC error -32603`
}

func viaExportedField(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, fmt.Errorf("upstream unavailable")
}

func viaOption(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, fmt.Errorf("upstream unavailable")
}

// newGuarded builds the server with the middleware.
func newGuarded() *server.MCPServer {
	return server.NewMCPServer("guarded", "1", server.WithToolHandlerMiddleware(recoverErrors))
}

type app struct{ srv *server.MCPServer }

// App's server field is exported: other packages may set it.
type App struct{ Srv *server.MCPServer }

func Setup() {
	g := server.NewMCPServer("guarded", "1", server.WithToolHandlerMiddleware(recoverErrors))
	g.AddTool(mcp.NewTool("guarded"), guarded)

	p := server.NewMCPServer("plain", "1")
	p.AddTool(mcp.NewTool("plain"), plain)

	// The same constructor through a factory: the middleware is there.
	f := newGuarded()
	f.AddTool(mcp.NewTool("via_factory"), viaFactory)

	// A server in an unexported field set once: the field's constructor,
	// which has no middleware.
	a := &app{srv: server.NewMCPServer("field", "1")}
	a.srv.AddTool(mcp.NewTool("via_field"), viaField)

	// An exported field: the model cannot tell which server it holds, so
	// the package's middleware counts.
	e := &App{Srv: server.NewMCPServer("exported", "1")}
	e.Srv.AddTool(mcp.NewTool("via_exported_field"), viaExportedField)

	// The option in a variable: still the guarded constructor.
	opt := server.WithToolHandlerMiddleware(recoverErrors)
	o := server.NewMCPServer("option", "1", opt)
	o.AddTool(mcp.NewTool("via_option"), viaOption)
}
