// Package neverfails checks a tool's `if err != nil { return nil, err }`
// after a function of another package that never returns a non-nil error
// (a branch that never runs: not reported) and after one that does.
package neverfails

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"fixtures/errlayer/neverfails/fstools"
)

func result(r fstools.Result) *mcp.CallToolResult {
	if r["isError"] == true {
		return mcp.NewToolResultError("failed")
	}
	return mcp.NewToolResultText("ok")
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("search"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		r, err := fstools.Search(req.GetString("dir", "."))
		if err != nil {
			return nil, err // never runs: Search answers its failures in its result
		}
		return result(r), nil
	})
	s.AddTool(mcp.NewTool("read"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		r, err := fstools.Read(req.GetString("path", ""))
		if err != nil {
			return nil, err // want `tool "read": mcp-go sends this error as a JSON-RPC error -32603 \(from fstools.Read\)`
		}
		return result(r), nil
	})
	s.AddTool(mcp.NewTool("named"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		r, err := fstools.Named(req.GetString("path", ""))
		if err != nil {
			return nil, err // want `tool "named": mcp-go sends this error as a JSON-RPC error -32603`
		}
		return result(r), nil
	})
}
