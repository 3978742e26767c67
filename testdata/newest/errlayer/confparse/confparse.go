// Package confparse: a handler that parses its own configuration (the
// tool name it was registered under) fails only when the server is set
// up wrong, an internal error that stays a JSON-RPC error (grafana's
// proxied tools). Everything that the request or the world can make fail
// is still reported.
package confparse

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"strings"

	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// parseToolName is a pure parser of "kind_name".
func parseToolName(toolName string) (string, string, error) {
	parts := strings.SplitN(toolName, "_", 2)
	if len(parts) != 2 {
		return "", "", fmt.Errorf("invalid tool name format: %s", toolName)
	}
	name, err := checkName(parts[1])
	return parts[0], name, err
}

// checkName is pure too: parseToolName may call it.
func checkName(s string) (string, error) {
	if s == "" {
		return "", fmt.Errorf("empty name")
	}
	return s, nil
}

// readPrefix does I/O on its argument.
func readPrefix(path string) (string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return "", err
	}
	return parseKind(string(b))
}

// fetchKind does network I/O through a pure-looking parser.
func fetchKind(url string) (string, error) {
	resp, err := http.Get(url)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	return parseKind(resp.Status)
}

func parseKind(s string) (string, error) {
	k, _, err := parseToolName(s)
	return k, err
}

type proxied struct {
	client   *http.Client
	toolName string
	url      string
	path     string
}

// Handle is grafana's shape: h.toolName fails to parse only on a bad
// registration (no fact: no error sites for another package to report).
func (h *proxied) Handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	kind, name, err := parseToolName(h.toolName)
	if err != nil {
		return nil, fmt.Errorf("failed to parse tool name: %w", err)
	}
	return mcp.NewToolResultText(kind + name), nil
}

// FromRequest parses a request argument with the same parser.
func (h *proxied) FromRequest(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want FromRequest:"handler errors: confparse.go:85"
	kind, _, err := parseToolName(req.GetString("name", ""))
	if err != nil {
		return nil, fmt.Errorf("bad name: %w", err) // want `mcp-go sends this error as a JSON-RPC error -32603`
	}
	return mcp.NewToolResultText(kind), nil
}

// FromLocal parses a local derived from the request.
func (h *proxied) FromLocal(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want FromLocal:"handler errors: confparse.go:95"
	name := h.toolName + "_" + req.Params.Name
	kind, _, err := parseToolName(name)
	if err != nil {
		return nil, err // want `mcp-go sends this error as a JSON-RPC error -32603`
	}
	return mcp.NewToolResultText(kind), nil
}

// Upstream calls a client with receiver fields only: still an upstream
// failure.
func (h *proxied) Upstream(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want Upstream:"handler errors: confparse.go:105"
	resp, err := h.client.Get(h.url)
	if err != nil {
		return nil, fmt.Errorf("upstream: %w", err) // want `mcp-go sends this error as a JSON-RPC error -32603`
	}
	defer resp.Body.Close()
	return mcp.NewToolResultText(resp.Status), nil
}

// ReadsFile calls a helper of this package that reads a file.
func (h *proxied) ReadsFile(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want ReadsFile:"handler errors: confparse.go:115"
	kind, err := readPrefix(h.path)
	if err != nil {
		return nil, err // want `mcp-go sends this error as a JSON-RPC error -32603`
	}
	return mcp.NewToolResultText(kind), nil
}

// Fetches calls a helper of this package that does HTTP.
func (h *proxied) Fetches(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want Fetches:"handler errors: confparse.go:124"
	kind, err := fetchKind(h.url)
	if err != nil {
		return nil, err // want `mcp-go sends this error as a JSON-RPC error -32603`
	}
	return mcp.NewToolResultText(kind), nil
}

// Overwrites sets the field from the request before parsing it.
func (h *proxied) Overwrites(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want Overwrites:"handler errors: confparse.go:134"
	h.toolName = req.GetString("name", "")
	kind, _, err := parseToolName(h.toolName)
	if err != nil {
		return nil, err // want `mcp-go sends this error as a JSON-RPC error -32603`
	}
	return mcp.NewToolResultText(kind), nil
}

// Raw is the go-sdk raw shape of the same cases.
func (h *proxied) Raw(ctx context.Context, req *gosdk.CallToolRequest) (*gosdk.CallToolResult, error) { // want Raw:"handler errors: confparse.go:150 confparse.go:154 confparse.go:157 confparse.go:160 confparse.go:163"
	kind, _, err := parseToolName(h.toolName)
	if err != nil {
		return nil, fmt.Errorf("failed to parse tool name: %w", err)
	}
	var args struct{ Name string }
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return &gosdk.CallToolResult{IsError: true}, nil
	}
	if _, _, err := parseToolName(args.Name); err != nil {
		return nil, err // want `go-sdk sends this error as a JSON-RPC error with code 0`
	}
	local := args.Name
	if _, err := checkName(local); err != nil {
		return nil, err // want `go-sdk sends this error as a JSON-RPC error with code 0`
	}
	if _, err := h.client.Get(h.url); err != nil {
		return nil, err // want `go-sdk sends this error as a JSON-RPC error with code 0`
	}
	if _, err := readPrefix(h.path); err != nil {
		return nil, err // want `go-sdk sends this error as a JSON-RPC error with code 0`
	}
	if _, err := fetchKind(h.url); err != nil {
		return nil, err // want `go-sdk sends this error as a JSON-RPC error with code 0`
	}
	return &gosdk.CallToolResult{Content: []gosdk.Content{&gosdk.TextContent{Text: kind}}}, nil
}

// Setup registers the handlers; the closures capture their tool's name.
func Setup(names []string) {
	s := server.NewMCPServer("s", "1")
	h := &proxied{client: http.DefaultClient, toolName: "tempo_search"}
	s.AddTool(mcp.NewTool("tempo_search"), h.Handle)
	s.AddTool(mcp.NewTool("from_request"), h.FromRequest)
	s.AddTool(mcp.NewTool("from_local"), h.FromLocal)
	s.AddTool(mcp.NewTool("upstream"), h.Upstream)
	s.AddTool(mcp.NewTool("reads_file"), h.ReadsFile)
	s.AddTool(mcp.NewTool("fetches"), h.Fetches)
	s.AddTool(mcp.NewTool("overwrites"), h.Overwrites)
	for _, n := range names {
		toolName := n
		s.AddTool(mcp.NewTool(toolName), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			kind, _, err := parseToolName(toolName)
			if err != nil {
				return nil, err
			}
			return mcp.NewToolResultText(kind), nil
		})
	}
	var mutable string
	s.AddTool(mcp.NewTool("mutable"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		mutable = req.GetString("name", "")
		kind, _, err := parseToolName(mutable)
		if err != nil {
			return nil, err // want `mcp-go sends this error as a JSON-RPC error -32603`
		}
		return mcp.NewToolResultText(kind), nil
	})
	s.AddTool(mcp.NewTool("env"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		kind, err := envKind(h.toolName)
		if err != nil {
			return nil, err // want `mcp-go sends this error as a JSON-RPC error -32603`
		}
		return mcp.NewToolResultText(kind), nil
	})

	g := gosdk.NewServer(&gosdk.Implementation{Name: "g", Version: "1"}, nil)
	g.AddTool(&gosdk.Tool{Name: "raw", InputSchema: json.RawMessage(`{"type":"object"}`)}, h.Raw)
}

// envKind reads the environment before a pure call in the same expression.
func envKind(name string) (string, error) {
	return parseKind(os.Getenv(name) + strings.TrimSpace(name))
}
