package mcpgo

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// handleDeploy refuses a call without its action in a success text (a
// hidden error for errlayer); the schema still calls "action" optional.
func handleDeploy(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	action := req.GetString("action", "") // want `tool "deploy": the handler fails the call without argument "action" \(GetString\), but the schema of the mcp.NewTool options leaves it optional`
	if action == "" {
		return mcp.NewToolResultText("No action specified, must be one of: install, remove"), nil
	}
	return mcp.NewToolResultText("done: " + action), nil
}

// handleHelp answers without a topic with the list of topics: a default,
// not a refusal.
func handleHelp(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	topic := req.GetString("topic", "")
	if topic == "" {
		return mcp.NewToolResultText("Topics: install, remove"), nil
	}
	return mcp.NewToolResultText("help on " + topic), nil
}

// handleRemove refuses an empty name with an isError result; its
// schema lists "name" as required already, and "force" has a default
// that the check cannot catch.
func handleRemove(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("name", "")
	if name == "" {
		return mcp.NewToolResultError("name is required"), nil
	}
	mode := req.GetString("mode", "soft")
	if mode == "" {
		return mcp.NewToolResultError("mode must not be empty"), nil
	}
	return mcp.NewToolResultText("removed " + name + " (" + mode + ")"), nil
}

// handleMembership needs a group only for join and leave: the check
// after the early answer of "list" runs for some calls only.
func handleMembership(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	action := req.GetString("action", "list")
	if action == "list" {
		return mcp.NewToolResultText("groups: a, b"), nil
	}
	group := req.GetString("group", "")
	if group == "" {
		return nil, errors.New("group is required for join and leave")
	}
	return mcp.NewToolResultText(action + " " + group), nil
}

// handleNearby reads with mcp-go's package-level Parse* accessors.
func handleNearby(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	limit, errResult, err := validateLimit(req)
	if err != nil {
		return errResult, nil // the failure of an earlier check: not an early answer
	}
	category := mcp.ParseString(req, "category", "") // want `tool "nearby": the handler fails the call without argument "category" \(ParseString\), but the schema of the mcp.NewTool options leaves it optional`
	if category == "" {
		return mcp.NewToolResultError("Missing required category parameter"), nil
	}
	radius := mcp.ParseFloat64(req, "radius", 1000)
	page := mcp.ParseInt(req, "page", 1) // want `tool "nearby": the handler reads argument "page" \(ParseInt\), which the schema of the mcp.NewTool options does not declare`
	return mcp.NewToolResultText(fmt.Sprint(category, radius, page, limit)), nil
}

func validateLimit(req mcp.CallToolRequest) (int, *mcp.CallToolResult, error) {
	limit := mcp.ParseInt(req, "limit", 10)
	if limit < 1 {
		return 0, mcp.NewToolResultError("limit must be positive"), errors.New("bad limit")
	}
	return limit, nil, nil
}

func registerStated(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("deploy", mcp.WithString("action", mcp.Enum("install", "remove"))), handleDeploy)
	s.AddTool(mcp.NewTool("help", mcp.WithString("topic")), handleHelp)
	s.AddTool(mcp.NewTool("nearby", mcp.WithString("category"), mcp.WithNumber("radius"), mcp.WithNumber("limit")), handleNearby)
	s.AddTool(mcp.NewTool("membership", mcp.WithString("action"), mcp.WithString("group")), handleMembership)
	s.AddTool(mcp.NewTool("remove", mcp.WithString("name", mcp.Required()), mcp.WithString("mode")), handleRemove)
}

// handleFiles reads another argument between the read of "path" and its
// check: the check still refuses every call without it.
func handleFiles(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path := req.GetString("path", "") // want `tool "files": the handler fails the call without argument "path" \(GetString\), but the schema of the mcp.NewTool options leaves it optional`
	container := req.GetString("container", "")

	if path == "" {
		return nil, fmt.Errorf("路径参数不能为空")
	}
	return mcp.NewToolResultText(path + container), nil
}

// handleListing answers some calls before its check: a listing of every
// container needs no path.
func handleListing(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path := req.GetString("path", "")
	container := req.GetString("container", "")
	if container == "" {
		return mcp.NewToolResultText("all containers"), nil
	}
	if path == "" {
		return nil, fmt.Errorf("path is required for one container")
	}
	return mcp.NewToolResultText(path + container), nil
}

func RegisterFiles(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("files", mcp.WithString("path"), mcp.WithString("container")), handleFiles)
	s.AddTool(mcp.NewTool("listing", mcp.WithString("path"), mcp.WithString("container")), handleListing)
}
