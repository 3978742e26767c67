// Package adapterclosure registers its tools through a closure that
// adapts a handler of its own shape to mcp-go: the adapter's return
// forwards the handler's error, and the finding is only true when a
// handler behind it returns a tool failure as an error.
package adapterclosure

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type httpHandler func(ctx context.Context, method, url string) (*mcp.CallToolResult, error)

func clusters() ([]string, error) { return nil, errors.New("database down") }

// Answered: every handler answers its failures with an isError result.
func Answered(s *server.MCPServer) {
	register := func(name string, handler httpHandler) {
		s.AddTool(mcp.NewTool(name, mcp.WithString("method"), mcp.WithString("url")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return handler(ctx, req.GetString("method", ""), req.GetString("url", ""))
		})
	}
	register("get_clusters", func(ctx context.Context, method, url string) (*mcp.CallToolResult, error) {
		if method != "GET" {
			return mcp.NewToolResultError("only GET"), nil
		}
		cs, err := clusters()
		if err != nil {
			return mcp.NewToolResultError("query failed: " + err.Error()), nil
		}
		return mcp.NewToolResultText(cs[0]), nil
	})
	register("get_pods", func(ctx context.Context, method, url string) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("pods"), nil
	})
}

// Failing: one handler returns the database's failure as its error.
func Failing(s *server.MCPServer) {
	register := func(name string, handler httpHandler) {
		s.AddTool(mcp.NewTool(name, mcp.WithString("method"), mcp.WithString("url")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return handler(ctx, req.GetString("method", ""), req.GetString("url", "")) // want `tool adapter: every tool's failure \(the error of handler\(...\)\) is returned here`
		})
	}
	register("list_clusters", func(ctx context.Context, method, url string) (*mcp.CallToolResult, error) {
		cs, err := clusters()
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(cs[0]), nil
	})
	register("list_pods", func(ctx context.Context, method, url string) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("pods"), nil
	})
}
