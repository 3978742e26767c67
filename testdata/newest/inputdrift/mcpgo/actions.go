package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// ActionArgs is one tool with several actions, as gitlab-mcp writes them:
// branch_name is required for some actions only, which "required" in the
// schema cannot say.
type ActionArgs struct {
	Action string `json:"action"`
	Branch string `json:"branch_name"`
	Key    string `json:"key"`
	Repo   string `json:"repo"`
}

func manage(ctx context.Context, req mcp.CallToolRequest, args ActionArgs) (*mcp.CallToolResult, error) {
	if args.Repo == "" { // want `tool "manage_branch": the handler fails the call without argument "repo" \(the check args.Repo == ""\)`
		return mcp.NewToolResultError("repo is required"), nil
	}
	switch args.Action {
	case "protect":
		if args.Branch == "" {
			return mcp.NewToolResultError("branch_name is required for protect"), nil
		}
		return mcp.NewToolResultText("protected"), nil
	case "get":
		return getKey(args)
	}
	if args.Action == "delete" {
		if args.Key == "" {
			return mcp.NewToolResultError("key is required for delete"), nil
		}
	}
	return mcp.NewToolResultText("listed"), nil
}

// getKey runs for the "get" action only.
func getKey(args ActionArgs) (*mcp.CallToolResult, error) {
	if args.Key == "" {
		return mcp.NewToolResultError("key is required for get"), nil
	}
	return mcp.NewToolResultText(args.Key), nil
}

func RegisterActions(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("manage_branch", mcp.WithString("action", mcp.Required()), mcp.WithString("branch_name"), mcp.WithString("key"), mcp.WithString("repo")),
		mcp.NewTypedToolHandler(manage))
}
