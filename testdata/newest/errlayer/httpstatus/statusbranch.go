package httpstatus

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// recommend reads the status, but answers a failed one as a success.
func recommend(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Get(base + "/recommend")
	if err != nil {
		return mcp.NewToolResultErrorFromErr("request failed", err), nil
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return mcp.NewToolResultText(fmt.Sprintf("API returned status %d", resp.StatusCode)), nil // want `tool "recommend": the upstream's failure status goes back in a success result \(no isError\)`
	}
	if resp.StatusCode >= 300 && resp.StatusCode != http.StatusNotModified {
		return mcp.NewToolResultError("unexpected status"), nil // right: isError
	}
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return mcp.NewToolResultErrorFromErr("read failed", err), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}

// exists answers one status as the answer: a 404 says "no such page".
func exists(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Get(base + "/page")
	if err != nil {
		return mcp.NewToolResultErrorFromErr("request failed", err), nil
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusNotFound {
		return mcp.NewToolResultText("no such page"), nil
	}
	if resp.StatusCode != http.StatusOK && resp.StatusCode != http.StatusNotFound {
		return mcp.NewToolResultError(resp.Status), nil
	}
	return mcp.NewToolResultText("the page exists"), nil
}

// profile needs a configured user name, and refuses too long a list.
func profile(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	user := req.GetString("user", "SELF")
	if user == "SELF" {
		user = os.Getenv("EXAMPLE_USERNAME")
		if user == "" {
			return mcp.NewToolResultText("EXAMPLE_USERNAME environment variable not set; pass a user name instead"), nil // want `tool "profile": the failure "EXAMPLE_USERNAME environment variable not set; pass a use..." goes back in a success result`
		}
	}
	ids := req.GetStringSlice("ids", nil)
	if len(ids) > 20 {
		return mcp.NewToolResultText("Too many IDs provided. Maximum 20 per request."), nil // want `tool "profile": the failure "Too many IDs provided. Maximum 20 per request." goes back in a success result`
	}
	if len(ids) == 0 {
		return mcp.NewToolResultText("No IDs given: showing the profile only."), nil // a note on a default, not a refusal
	}
	return mcp.NewToolResultText(user + ": " + strings.Join(ids, ",")), nil
}

// deploy refuses a call without its action; the schema says optional.
func deploy(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	action := req.GetString("action", "")
	if action == "" {
		return mcp.NewToolResultText("No action specified, must be one of: install, remove"), nil // want `tool "deploy": the failure "No action specified, must be one of: install, remove" goes back in a success result`
	}
	return mcp.NewToolResultText("done: " + action), nil
}

// settings reports what is configured: "not set" is the answer here,
// on every call.
func settings(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("proxy: not set"), nil
}

func RegisterStatus(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("recommend"), recommend)
	s.AddTool(mcp.NewTool("exists"), exists)
	s.AddTool(mcp.NewTool("profile", mcp.WithString("user"), mcp.WithArray("ids")), profile)
	s.AddTool(mcp.NewTool("deploy", mcp.WithString("action")), deploy)
	s.AddTool(mcp.NewTool("settings"), settings)
}
