// Package ownrequest: failures no argument of the call can cause are the
// server's own and stay JSON-RPC errors (building the upstream request
// from the server's configuration, a value its middleware puts in the
// request context missing); the same calls on the call's own values are
// tool failures.
package ownrequest

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type ctxKey struct{}

type keys struct{ OrgID string }

// orgKeys reads what the server's HTTP middleware put in the context.
func orgKeys(ctx context.Context) (*keys, error) {
	orgID, ok := ctx.Value(ctxKey{}).(string)
	if !ok {
		return nil, errors.New("orgID not found in context")
	}
	return &keys{OrgID: orgID}, nil
}

type Client struct{ base string }

func (c *Client) APIURL() string { return c.base }

func Register(s *server.MCPServer, client *Client) {
	s.AddTool(mcp.NewTool("list_dashboards"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		k, err := orgKeys(ctx)
		if err != nil {
			return nil, err // the server's wiring: not a tool failure
		}
		u, err := url.Parse(fmt.Sprintf("%s/v1/orgs/%s/dashboards", client.APIURL(), k.OrgID))
		if err != nil {
			return nil, err // the configured URL is broken: the server's own
		}
		q := u.Query()
		q.Add("name", req.GetString("name", ""))
		u.RawQuery = q.Encode()
		r, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
		if err != nil {
			return nil, fmt.Errorf("failed to create request: %v", err) // the same
		}
		resp, err := http.DefaultClient.Do(r)
		if err != nil {
			return nil, err // want `tool "list_dashboards": mcp-go sends this error as a JSON-RPC error -32603`
		}
		defer resp.Body.Close()
		return mcp.NewToolResultText(resp.Status), nil
	})
	s.AddTool(mcp.NewTool("fetch", mcp.WithString("url", mcp.Required())), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		raw, err := req.RequireString("url")
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		u, err := url.Parse(raw)
		if err != nil {
			return nil, err // want `tool "fetch": mcp-go sends this error as a JSON-RPC error -32603 \(from url.Parse\)`
		}
		r, err := http.NewRequest(http.MethodGet, u.String(), nil)
		if err != nil {
			return nil, err // want `tool "fetch": mcp-go sends this error as a JSON-RPC error -32603 \(from http.NewRequest\)`
		}
		_ = r
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("whoami"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		user, _ := ctx.Value(ctxKey{}).(string)
		if user == "" {
			return nil, errors.New("no user in context") // the server's wiring
		}
		if user == "guest" {
			return nil, errors.New("guests may not call whoami") // a request-level denial on the caller's identity
		}
		return mcp.NewToolResultText(user), nil
	})
}

func RegisterSearch(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("search", mcp.WithString("q", mcp.Required())), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		payload := map[string]any{"query": req.GetString("q", "")}
		buf := bytes.NewBuffer(nil)
		if err := json.NewEncoder(buf).Encode(payload); err != nil {
			return nil, fmt.Errorf("encode: %w", err) // the server's own value: as json.Marshal
		}
		resp, err := http.Post("http://upstream/search", "application/json", buf)
		if err != nil {
			return nil, err // want `tool "search": mcp-go sends this error as a JSON-RPC error -32603`
		}
		defer resp.Body.Close()
		out, err := os.Create(req.GetString("save_as", "search.json"))
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		defer out.Close()
		if err := json.NewEncoder(out).Encode(resp.Status); err != nil {
			return nil, err // want `tool "search": mcp-go sends this error as a JSON-RPC error -32603`
		}
		return mcp.NewToolResultText(resp.Status), nil
	})
}
