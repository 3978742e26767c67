package neverfails

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type spec struct {
	ID  string
	Run func(map[string]any) (string, error)
}

// dispatch picks how to run the tool and returns what that returns.
func dispatch(t spec, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	input := req.GetArguments()
	if input == nil {
		return mcp.NewToolResultError("no arguments"), nil
	}
	return handle(t, input)
}

// handle answers every failure of the tool it runs as an isError result:
// its error is always nil.
func handle(t spec, input map[string]any) (*mcp.CallToolResult, error) {
	out, err := t.Run(input)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("%s failed: %v", t.ID, err)), nil
	}
	return mcp.NewToolResultText(out), nil
}

func runAlpha(args map[string]any) (string, error) { return "alpha", nil }

func runBeta(args map[string]any) (string, error) {
	if args["x"] == nil {
		return "", fmt.Errorf("x is required")
	}
	return "beta", nil
}

var specs = []spec{{ID: "alpha", Run: runAlpha}, {ID: "beta", Run: runBeta}}

// RegisterBridge registers one closure for every tool; what it returns
// never fails, so the adapter's return is no failure on the wrong layer.
func RegisterBridge(s *server.MCPServer) {
	for _, t := range specs {
		s.AddTool(mcp.NewTool(t.ID), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return dispatch(t, req)
		})
	}
}
