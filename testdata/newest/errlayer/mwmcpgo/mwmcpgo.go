// Package mwmcpgo installs mcp-go tool middleware that the model reads
// per path: logging, an allow-list that answers disabled tools itself
// without calling next, error wrapping and panic recovery keep the
// handlers' findings; middleware that turns handler errors into isError
// results silences them on its own server only, and middleware chosen at
// run time leaves them unknown.
package mwmcpgo

import (
	"context"
	"errors"
	"fmt"
	"log"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func logging(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		start := time.Now()
		res, err := next(ctx, req)
		log.Printf("%s took %v (err=%v)", req.Params.Name, time.Since(start), err)
		return res, err
	}
}

// allowList answers a disabled tool with an isError result of its own,
// on a path that never calls next.
func allowList(allowed map[string]bool) server.ToolHandlerMiddleware {
	return func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if !allowed[req.Params.Name] {
				return mcp.NewToolResultError("tool " + req.Params.Name + " is disabled"), nil
			}
			return next(ctx, req)
		}
	}
}

func wrapErrors(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			return nil, fmt.Errorf("tool %s: %w", req.Params.Name, err)
		}
		return res, nil
	}
}

// recoverPanics turns a panic into an error; returned errors go on.
func recoverPanics(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
		defer func() {
			if r := recover(); r != nil {
				err = fmt.Errorf("panic: %v", r)
			}
		}()
		return next(ctx, req)
	}
}

// toResult turns every handler error into an isError result.
func toResult(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			return mcp.NewToolResultErrorFromErr("tool failed", err), nil
		}
		return res, nil
	}
}

var errUser = errors.New("bad input")

// convertUserErrors converts some errors and passes others on: the model
// cannot tell which a handler's error is.
func convertUserErrors(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if errors.Is(err, errUser) {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, err
	}
}

func fetch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("upstream unavailable") // want `tool "fetch": mcp-go sends this error as a JSON-RPC error -32603`
}

func convertedFetch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("upstream unavailable")
}

func mixedFetch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("upstream unavailable")
}

// Setup: four transparent middlewares, installed both ways.
func Setup(allowed map[string]bool) {
	s := server.NewMCPServer("tools", "1", server.WithToolHandlerMiddleware(logging))
	s.Use(allowList(allowed), wrapErrors, recoverPanics)
	s.AddTool(mcp.NewTool("fetch"), fetch)

	// The same transparent ones plus a converting one: silent.
	c := server.NewMCPServer("converted", "1", server.WithToolHandlerMiddleware(logging))
	c.Use(allowList(allowed), toResult)
	c.AddTool(mcp.NewTool("converted_fetch"), convertedFetch)

	// Converting some errors only: silent.
	m := server.NewMCPServer("mixed", "1")
	m.Use(convertUserErrors)
	m.AddTool(mcp.NewTool("mixed_fetch"), mixedFetch)
}

// app holds two servers in fields; only admin converts errors.
type app struct{ public, admin *server.MCPServer }

func newApp() *app {
	return &app{
		public: server.NewMCPServer("public", "1"),
		admin:  server.NewMCPServer("admin", "1", server.WithToolHandlerMiddleware(toResult)),
	}
}

func publicFetch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("upstream unavailable") // want `tool "public_fetch": mcp-go sends this error as a JSON-RPC error -32603`
}

func adminFetch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("upstream unavailable")
}

func (a *app) routes() {
	a.public.AddTool(mcp.NewTool("public_fetch"), publicFetch)
	a.admin.AddTool(mcp.NewTool("admin_fetch"), adminFetch)
}

func plainTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("upstream unavailable") // want `tool "plain_tool": mcp-go sends this error as a JSON-RPC error -32603`
}

func guardedTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("upstream unavailable")
}

// addPlain and addGuarded register on the server their callers pass.
func addPlain(s *server.MCPServer)   { s.AddTool(mcp.NewTool("plain_tool"), plainTool) }
func addGuarded(s *server.MCPServer) { s.AddTool(mcp.NewTool("guarded_tool"), guardedTool) }

// Run wires both.
func Run() {
	newApp().routes()
	guarded := server.NewMCPServer("guarded", "1")
	guarded.Use(toResult)
	addGuarded(guarded)
	addPlain(server.NewMCPServer("plain", "1"))
}

type plugins interface {
	ToolMiddleware() server.ToolHandlerMiddleware
}

func pluggedFetch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("upstream unavailable")
}

func chosenFetch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("upstream unavailable")
}

// SetupRuntime: middleware from an interface method, or one of two
// picked by a flag, is chosen at run time: unknown, no finding.
func SetupRuntime(p plugins, strict bool) {
	s := server.NewMCPServer("plugged", "1", server.WithToolHandlerMiddleware(p.ToolMiddleware()))
	s.AddTool(mcp.NewTool("plugged_fetch"), pluggedFetch)

	mw := logging
	if strict {
		mw = toResult
	}
	c := server.NewMCPServer("chosen", "1", server.WithToolHandlerMiddleware(mw))
	c.AddTool(mcp.NewTool("chosen_fetch"), chosenFetch)
}

// requireAuth is a user wrapper around one handler: it answers an
// unauthenticated call itself and otherwise returns the handler's result
// and error unchanged.
func requireAuth(h server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if ctx.Value("user") == nil {
			return mcp.NewToolResultError("sign in first"), nil
		}
		return h(ctx, req)
	}
}

func authed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("upstream unavailable") // want `tool "authed": mcp-go sends this error as a JSON-RPC error -32603`
}

func authedSafe(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("upstream unavailable")
}

// SetupWrapped: the short-circuiting wrapper keeps the finding; the same
// wrapper around a converting one does not.
func SetupWrapped() {
	s := server.NewMCPServer("wrapped", "1")
	s.AddTool(mcp.NewTool("authed"), requireAuth(authed))
	s.AddTool(mcp.NewTool("authed_safe"), requireAuth(toResult(authedSafe)))
}
