// Package tools builds handlers that package server registers: one
// through a factory that returns a handler of the package by name, one
// that calls a factory's handler at once.
package tools

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var errNoUser = errors.New("no user")

// UserInfo fails with a business error.
func UserInfo(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want UserInfo:"handler errors: tools.go:20"
	if req.GetString("id", "") == "" {
		return nil, errNoUser
	}
	return mcp.NewToolResultText("user"), nil
}

// UserInfoHandleFunc returns UserInfo by name.
func UserInfoHandleFunc() server.ToolHandlerFunc { // want UserInfoHandleFunc:"handler errors: tools.go:20"
	return UserInfo
}

// Update calls the handler that updateCommon builds, at once.
func Update(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want Update:"handler errors: tools.go:38"
	return updateCommon("issue")(ctx, req)
}

func updateCommon(kind string) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if kind == "" {
			return nil, fmt.Errorf("unsupported update type %q", kind)
		}
		return mcp.NewToolResultText("updated"), nil
	}
}

// Ping calls a factory's handler whose only failure is its own:
// nothing the model could act on.
func Ping(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want Ping:"error result: nil"
	return pingCommon()(ctx, req)
}

func pingCommon() server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("pong"), nil
	}
}

// Latest answers with what latestModel, which takes no request, returns:
// its failures are the tool's.
func Latest(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want Latest:"handler errors: tools.go:68"
	return latestModel()
}

func latestModel() (*mcp.CallToolResult, error) {
	for _, m := range []string{"a", "b"} {
		if m == "sonnet" {
			return mcp.NewToolResultText(m), nil
		}
	}
	return nil, fmt.Errorf("sonnet model not found")
}

// GetIssue builds a (tool, handler) pair in its named results and
// returns them by name.
func GetIssue() (tool mcp.Tool, handler server.ToolHandlerFunc) { // want GetIssue:"handler errors: tools.go:77"
	tool = mcp.NewTool("get_issue", mcp.WithString("id"))
	handler = func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.GetString("id", "") == "" {
			return nil, errNoUser
		}
		return mcp.NewToolResultText("issue"), nil
	}
	return tool, handler
}
