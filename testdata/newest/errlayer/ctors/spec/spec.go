// Package spec builds its tools from specs of its own type
// (sp-api-mcp-go): serverToolFromSpec reads the name from a field of the
// spec it is given, so each call names the tool of the spec it passes.
package spec

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type toolSpec struct {
	Name        string
	Description string
	Options     []mcp.ToolOption
}

var getReportSpec = toolSpec{Name: "reports_get", Description: "Get a report."}

var cancelReportSpec = toolSpec{Name: "reports_cancel", Description: "Cancel a report."}

func serverToolFromSpec(spec toolSpec, h server.ToolHandlerFunc) server.ServerTool {
	opts := append([]mcp.ToolOption{mcp.WithDescription(spec.Description)}, spec.Options...)
	return server.ServerTool{Tool: mcp.NewTool(spec.Name, opts...), Handler: h}
}

func fetch(ctx context.Context) (string, error) { return "", errors.New("upstream unavailable") }

func Tools() []server.ServerTool {
	return []server.ServerTool{
		serverToolFromSpec(getReportSpec, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			out, err := fetch(ctx)
			if err != nil {
				return nil, err // want `tool "reports_get": mcp-go sends this error as a JSON-RPC error -32603`
			}
			return mcp.NewToolResultText(out), nil
		}),
		serverToolFromSpec(cancelReportSpec, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if _, err := fetch(ctx); err != nil {
				return mcp.NewToolResultErrorFromErr("cancel failed", err), nil
			}
			return mcp.NewToolResultText("cancelled"), nil
		}),
	}
}
