// Package tools defines each tool by a factory and its handler by a
// handler factory (mcp-nutanix); package server pairs them in a table.
package tools

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func VMList() mcp.Tool { return mcp.NewTool("vm_list", mcp.WithDescription("List VMs")) }

func HostList() mcp.Tool { return mcp.NewTool("host_list", mcp.WithDescription("List hosts")) }

// encoder wraps the answer; its MarshalJSON fails only for a value the
// server built wrong.
type encoder struct{ v any }

func (e encoder) MarshalJSON() ([]byte, error) { return json.Marshal(e.v) } // want MarshalJSON:"error result: "

func list(ctx context.Context, kind string) ([]string, error) {
	return nil, errors.New("prism central unreachable")
}

func VMListHandler() server.ToolHandlerFunc { // want VMListHandler:"handler errors: tools.go:32"
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		vms, err := list(ctx, "vm")
		if err != nil {
			return nil, err
		}
		data, err := encoder{vms}.MarshalJSON()
		if err != nil {
			return nil, err // the server's own failure: not listed
		}
		return mcp.NewToolResultText(string(data)), nil
	}
}

func HostListHandler() server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		hosts, err := list(ctx, "host")
		if err != nil {
			return mcp.NewToolResultErrorFromErr("listing hosts", err), nil
		}
		data, err := encoder{hosts}.MarshalJSON()
		if err != nil {
			return nil, err // the server's own failure only: not reported
		}
		return mcp.NewToolResultText(string(data)), nil
	}
}
