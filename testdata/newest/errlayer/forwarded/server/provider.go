package server

import (
	"context"
	"errors"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// provider's methods are the tools' bodies; the closures registered for
// them only forward their results, so the failures they return are the
// ones the diagnostic at the closure points at.
type provider struct{ root string }

func (p *provider) register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("read_file", mcp.WithString("path", mcp.Required())), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return p.handleReadFile(ctx, req) // want `tool "read_file": mcp-go sends this error as a JSON-RPC error -32603 \(from handleReadFile\)`
	})
	s.AddTool(mcp.NewTool("stat", mcp.WithString("path", mcp.Required())), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return p.handleStat(ctx, req)
	})
}

func (p *provider) handleReadFile(_ context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path, err := req.RequireString("path")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	b, err := os.ReadFile(p.root + "/" + path)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	if len(b) == 0 {
		return nil, errors.New("empty file")
	}
	return mcp.NewToolResultText(string(b)), nil
}

// handleStat answers its failures with isError results: the closure that
// forwards its results is correct, and there is nothing to point at.
func (p *provider) handleStat(_ context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path, err := req.RequireString("path")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	fi, err := os.Stat(p.root + "/" + path)
	if err != nil {
		return mcp.NewToolResultErrorFromErr("stat failed", err), nil
	}
	return mcp.NewToolResultText(fi.Name()), nil
}

// listGroup answers as a handler does but takes no request
// (kubernetes-mcp's handleGroupDiscovery): its failures are named too.
func (p *provider) listGroup(group string) (*mcp.CallToolResult, error) {
	entries, err := os.ReadDir(p.root + "/" + group)
	if err != nil {
		return nil, fmt.Errorf("list %s: %w", group, err)
	}
	return mcp.NewToolResultText(fmt.Sprint(len(entries))), nil
}

func (p *provider) registerList(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("list_group", mcp.WithString("group")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return p.listGroup(req.GetString("group", "")) // want `tool "list_group": mcp-go sends this error as a JSON-RPC error -32603 \(from listGroup\)`
	})
}
