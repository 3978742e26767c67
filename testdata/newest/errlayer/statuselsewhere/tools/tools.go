// Package tools calls package api's client: a function there that reads
// a response's body and never its status is reported at the call.
package tools

import (
	"context"
	"fmt"
	"io"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"fixtures/errlayer/statuselsewhere/api"
)

func Register(s *server.MCPServer, c *api.Client) {
	s.AddTool(mcp.NewTool("list_tags"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		tags, err := c.Tags() // want `tool "list_tags": c.Tags reads the body of an HTTP response \(api.go:\d+\) and never its status, and net/http returns no error for a 4xx or 5xx answer`
		if err != nil {
			return mcp.NewToolResultErrorFromErr("list tags", err), nil
		}
		return mcp.NewToolResultText(fmt.Sprint(tags, c.Banner())), nil
	})
	s.AddTool(mcp.NewTool("get_tag", mcp.WithString("name", mcp.Required())), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		t, err := c.Tag(req.GetString("name", ""))
		if err != nil {
			return mcp.NewToolResultErrorFromErr("get tag", err), nil
		}
		return mcp.NewToolResultText(t.Name), nil
	})
	s.AddTool(mcp.NewTool("zones"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		env, err := c.Call("/zones")
		if err != nil {
			return mcp.NewToolResultErrorFromErr("zones", err), nil
		}
		if !env.Success {
			return mcp.NewToolResultError(fmt.Sprint(env.Errors)), nil
		}
		return mcp.NewToolResultText(string(env.Result)), nil
	})
	s.AddTool(mcp.NewTool("raw"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		resp, err := c.Raw("/raw")
		if err != nil {
			return mcp.NewToolResultErrorFromErr("raw", err), nil
		}
		defer resp.Body.Close()
		if resp.StatusCode >= 400 {
			return mcp.NewToolResultError(resp.Status), nil
		}
		b, err := io.ReadAll(resp.Body)
		if err != nil {
			return mcp.NewToolResultErrorFromErr("raw", err), nil
		}
		return mcp.NewToolResultText(string(b)), nil
	})
}
