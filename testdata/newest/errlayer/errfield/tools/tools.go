// Package tools sends the values of package client to the client.
package tools

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"fixtures/errlayer/errfield/client"
)

func jsonResult(v any) (*mcp.CallToolResult, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(string(b)), nil
}

func launch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp := client.Launch(req.GetString("program", ""))
	return jsonResult(resp) // want `tool "launch": the failure that Launch reports in field ErrorMessage of its result \(client.go:\d+\) goes back through jsonResult`
}

func breakpoint(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	bp := client.SetBreakpoint(req.GetString("file", ""))
	b, _ := json.Marshal(bp)
	return mcp.NewToolResultText(string(b)), nil // want `tool "breakpoint": the failure that SetBreakpoint reports in field ErrorMessage of its result \(client.go:\d+\) goes back in a success result`
}

// launchChecked looks at the value first.
func launchChecked(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp := client.Launch(req.GetString("program", ""))
	if resp.Context.ErrorMessage != "" {
		return mcp.NewToolResultError(resp.Context.ErrorMessage), nil
	}
	return jsonResult(resp)
}

func list(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, err := client.List(req.GetString("dir", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return jsonResult(res) // want `tool "list": the failure that List reports in field Error of its result`
}

func read(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, err := client.Read(req.GetString("dir", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return jsonResult(res)
}

func status(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return jsonResult(client.Status())
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("launch", mcp.WithString("program")), launch)
	s.AddTool(mcp.NewTool("breakpoint", mcp.WithString("file")), breakpoint)
	s.AddTool(mcp.NewTool("launch_checked", mcp.WithString("program")), launchChecked)
	s.AddTool(mcp.NewTool("list", mcp.WithString("dir")), list)
	s.AddTool(mcp.NewTool("read", mcp.WithString("dir")), read)
	s.AddTool(mcp.NewTool("status"), status)
	s.AddTool(mcp.NewTool("resolve_team", mcp.WithString("name")), resolveTeam)
	s.AddTool(mcp.NewTool("teams"), teams)
	s.AddTool(mcp.NewTool("resolve_checked", mcp.WithString("name")), resolveChecked)
}
