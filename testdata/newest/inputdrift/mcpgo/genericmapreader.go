package mcpgo

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// A generic reader of the argument map (autokitteh's getOptionalParam[T]):
// each call reads its name as the type it instantiates.

func optionalParam[T any](args map[string]any, key string) (r T, err error) {
	value, found := args[key]
	if !found {
		return
	}
	var ok bool
	if r, ok = value.(T); !ok {
		err = fmt.Errorf("expected %s to be of type %T", key, r)
	}
	return
}

func stopSession(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := req.GetArguments()
	id, err := optionalParam[string](args, "session_id")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	force, err := optionalParam[bool](args, "force") // want `tool "stop_session": argument "force" is declared string by the schema of the mcp.NewTool options, but the handler reads it as boolean \(optionalParam.s .\(bool\) assertion\)`
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(id, force)), nil
}

func RegisterStopSession(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("stop_session",
		mcp.WithString("session_id"),
		mcp.WithString("force"),
	), stopSession)
}
