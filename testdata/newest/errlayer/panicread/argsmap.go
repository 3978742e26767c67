package panicread

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// listApps asserts the whole argument value: a call without "arguments"
// (every argument of the tool is optional) panics.
func listApps(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := req.Params.Arguments.(map[string]interface{}) // want `tool "list_apps": the arguments are read with a single-value .\(map\[string\]interface\{\}\) assertion, which panics when the client leaves "arguments" out`
	ns, _ := args["namespace"].(string)
	return mcp.NewToolResultText("apps in " + ns), nil
}

// listAppsChecked uses the comma-ok form, listAppsAny GetArguments, and
// listAppsSwitch a type switch: none panics.
func listAppsChecked(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args, ok := req.Params.Arguments.(map[string]any)
	if !ok {
		args = map[string]any{}
	}
	ns, _ := args["namespace"].(string)
	return mcp.NewToolResultText("apps in " + ns), nil
}

func listAppsAny(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	ns, _ := req.GetArguments()["namespace"].(string)
	return mcp.NewToolResultText("apps in " + ns), nil
}

func listAppsSwitch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	ns := ""
	switch a := req.Params.Arguments.(type) {
	case map[string]any:
		ns, _ = a["namespace"].(string)
	}
	return mcp.NewToolResultText("apps in " + ns), nil
}

func registerApps(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("list_apps", mcp.WithString("namespace")), listApps)
	s.AddTool(mcp.NewTool("list_apps_checked", mcp.WithString("namespace")), listAppsChecked)
	s.AddTool(mcp.NewTool("list_apps_any", mcp.WithString("namespace")), listAppsAny)
	s.AddTool(mcp.NewTool("list_apps_switch", mcp.WithString("namespace")), listAppsSwitch)
}
