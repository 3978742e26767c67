// Package errtypes: errors of the server's own concrete types (a
// *APIError built by a constructor) are errors like any other: mcp-go
// sends them as -32603 when a handler returns them (1Panel-dev/mcp-1panel
// builds every API failure this way). A parser of constant configuration
// that can succeed is still a configuration check, whatever its error type.
package errtypes

import (
	"context"
	"net/http"
	"strconv"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type APIError struct{ Msg string }

func (e *APIError) Error() string { return e.Msg }

// newAPIError always returns an error: it checks nothing.
func newAPIError(msg string) *APIError { return &APIError{Msg: msg} }

// netErr turns a transport failure into the server's error type.
func netErr(err error) error { return newAPIError(err.Error()) }

// get fails when the upstream API does.
func get(ctx context.Context, url string) *APIError {
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, url, nil) // want `tool "upstream": the error of http\.NewRequestWithContext is thrown away here`
	if _, err := http.DefaultClient.Do(req); err != nil {
		return &APIError{Msg: err.Error()}
	}
	return nil
}

// ConfigError is returned by parseLimit, which can succeed.
type ConfigError struct{ Field string }

func (e ConfigError) Error() string { return "bad " + e.Field }

// parseLimit is a pure parser of the server's own constant configuration.
func parseLimit(s string) (int, *ConfigError) {
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0, &ConfigError{Field: "limit"}
	}
	return n, nil
}

func notFound(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("user", "") == "" {
		return nil, newAPIError("user not found") // want `tool "not_found": mcp-go sends this error as a JSON-RPC error -32603 \(from newAPIError\)`
	}
	return mcp.NewToolResultText("ok"), nil
}

func upstream(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := get(ctx, "https://api.example.com/users"); err != nil {
		return nil, err // want `tool "upstream": mcp-go sends this error as a JSON-RPC error -32603 \(from get\)`
	}
	if _, err := http.Get("https://api.example.com/other"); err != nil {
		return nil, netErr(err) // want `tool "upstream": mcp-go sends this error as a JSON-RPC error -32603 \(from netErr\)`
	}
	return mcp.NewToolResultText("ok"), nil
}

// limited parses a constant: it fails only when the server's own
// configuration is wrong, a server error. Not reported.
func limited(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, err := parseLimit("25")
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(strconv.Itoa(n)), nil
}

// friendly answers with an isError result: not reported.
func friendly(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := get(ctx, "https://api.example.com/users"); err != nil {
		return mcp.NewToolResultErrorFromErr("listing users failed", err), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("not_found"), notFound)
	s.AddTool(mcp.NewTool("upstream"), upstream)
	s.AddTool(mcp.NewTool("limited"), limited)
	s.AddTool(mcp.NewTool("friendly"), friendly)
}
