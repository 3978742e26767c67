// Package issue defines its tools as package variables and pairs each
// with its handler in a server.ServerTool handed to the project's tool
// set: each pair is a tool, whatever the set does with it afterwards.
package issue

import (
	"context"
	"errors"

	"fixtures/errlayer/toolsetvar/toolset"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var Set = toolset.New()

var (
	GetIssueTool    = mcp.NewTool("get_issue", mcp.WithString("owner", mcp.Required()))
	CloseIssueTool  = mcp.NewTool("close_issue", mcp.WithString("owner", mcp.Required()))
	SharedIssueTool = mcp.NewTool("shared_issue", mcp.WithString("owner", mcp.Required()))
)

func init() {
	Set.RegisterRead(server.ServerTool{Tool: GetIssueTool, Handler: GetIssueFn})
	Set.RegisterWrite(server.ServerTool{Tool: CloseIssueTool, Handler: CloseIssueFn})
	// One definition paired twice: which handler serves it is not told.
	Set.RegisterRead(server.ServerTool{Tool: SharedIssueTool, Handler: GetIssueFn})
	Set.RegisterWrite(server.ServerTool{Tool: SharedIssueTool, Handler: sharedFn})
}

var errNotFound = errors.New("issue not found")

func GetIssueFn(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want GetIssueFn:"handler errors: issue.go:37 issue.go:40"
	owner, ok := req.GetArguments()["owner"].(string)
	if !ok {
		return nil, errors.New("owner is required") // want `tool "get_issue": mcp-go sends this error as a JSON-RPC error -32603`
	}
	if owner == "nobody" {
		return nil, errNotFound // want `tool "get_issue": mcp-go sends this error as a JSON-RPC error -32603`
	}
	return mcp.NewToolResultText(owner), nil
}

// CloseIssueFn answers its failures as isError results: correct.
func CloseIssueFn(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want CloseIssueFn:"error result: nil"
	owner, ok := req.GetArguments()["owner"].(string)
	if !ok {
		return mcp.NewToolResultError("owner is required"), nil
	}
	if owner == "nobody" {
		return mcp.NewToolResultErrorFromErr("close failed", errNotFound), nil
	}
	return mcp.NewToolResultText("closed"), nil
}

func sharedFn(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("shared"), nil
}
