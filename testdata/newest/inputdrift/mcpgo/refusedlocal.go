package mcpgo

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// resolveRepo refuses an empty repo name: a handler that hands it an
// argument read with an empty default fails the call without it.
func resolveRepo(repo string) (string, error) {
	if repo == "" {
		return "", errors.New("repo parameter is required")
	}
	return "/srv/" + repo, nil
}

func handleWorkspaceCreate(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	repo := req.GetString("repo", "") // want `tool "workspace_create": the handler fails the call without argument "repo" \(GetString\), but the schema of the mcp.NewTool options leaves it optional`
	root, err := resolveRepo(repo)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("created in " + root), nil
}

// handleWorkspaceList reads the same argument with a default the
// validator accepts, and lists every repository without one: no refusal.
func handleWorkspaceList(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	root, err := resolveRepo(req.GetString("repo", "default"))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	repo := req.GetString("filter", "")
	if repo != "" {
		root += "?filter=" + repo
	}
	return mcp.NewToolResultText(root), nil
}

// handleWorkspaceOpen resolves the repo only when the model gave one
// (webex-go-mcp's nextPageUrl): an absent argument never reaches the
// validator.
func handleWorkspaceOpen(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	root := "/srv/default"
	repo := req.GetString("repo", "")
	if repo != "" {
		r, err := resolveRepo(repo)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		root = r
	}
	return mcp.NewToolResultText("opened " + root), nil
}

func registerWorkspaces(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("workspace_open", mcp.WithString("repo")), handleWorkspaceOpen)
	s.AddTool(mcp.NewTool("workspace_create", mcp.WithString("repo", mcp.Description("Target repo"))), handleWorkspaceCreate)
	s.AddTool(mcp.NewTool("workspace_list", mcp.WithString("repo"), mcp.WithString("filter")), handleWorkspaceList)
}
