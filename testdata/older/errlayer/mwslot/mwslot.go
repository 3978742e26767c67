// Package mwslot defines tools and builds their server with middleware
// from two places: a package it imports (read from facts) and a slot its
// importers fill (Config.ToolMiddleware, the middleware parameter of
// NewWithMiddleware). A slot filled by a caller is read as passing errors
// on, so the findings here do not depend on which package is analyzed
// first (docs/checks/errlayer.md, "Middleware across packages").
package mwslot

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"fixtures/errlayer/mwslot/mw"
)

// Config is filled by the command that runs the server.
type Config struct {
	ToolMiddleware []server.ToolHandlerMiddleware
}

func lookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("no such record") // want `tool "lookup": mcp-go sends this error as a JSON-RPC error -32603`
}

func search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("index unavailable") // want `tool "search": mcp-go sends this error as a JSON-RPC error -32603`
}

func guardedLookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("no such record")
}

func recoveredLookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("no such record")
}

// NewServer installs mw.Logging and whatever the caller put in the
// config: the finding stays.
func NewServer(cfg Config) *server.MCPServer {
	opts := []server.ServerOption{server.WithToolHandlerMiddleware(mw.Logging())}
	for _, m := range cfg.ToolMiddleware {
		opts = append(opts, server.WithToolHandlerMiddleware(m))
	}
	s := server.NewMCPServer("slot", "1", opts...)
	s.AddTool(mcp.NewTool("lookup"), lookup)
	return s
}

// NewWithMiddleware takes the middleware as a parameter: the same.
func NewWithMiddleware(m server.ToolHandlerMiddleware) *server.MCPServer {
	s := server.NewMCPServer("param", "1", server.WithToolHandlerMiddleware(m))
	s.AddTool(mcp.NewTool("search"), search)
	return s
}

// NewGuarded and NewRecovered install converting middleware from package
// mw, read from its facts: silent.
func NewGuarded() *server.MCPServer {
	s := server.NewMCPServer("guarded", "1", server.WithToolHandlerMiddleware(mw.ToResult()))
	s.AddTool(mcp.NewTool("guarded_lookup"), guardedLookup)
	return s
}

func NewRecovered() *server.MCPServer {
	s := server.NewMCPServer("recovered", "1", server.WithToolHandlerMiddleware(mw.Recover))
	s.AddTool(mcp.NewTool("recovered_lookup"), recoveredLookup)
	return s
}
