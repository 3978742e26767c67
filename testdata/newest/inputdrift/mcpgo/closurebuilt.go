package mcpgo

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Tools built through closures kept in local variables: one closure
// appends each definition to a list, a second maps the definitions it
// is handed into ServerTools, and a loop registers those. Each call of
// the first closure is one tool, named and served by its arguments.

type nodeToolDef struct {
	Name     string
	Handler  server.ToolHandlerFunc
	Props    map[string]any
	Advanced bool
}

func RegisterClosureBuilt(s *server.MCPServer) {
	advanced := os.Getenv("ADVANCED") == "1"
	var defs []nodeToolDef
	var tools []server.ServerTool
	addDefault := func(name string, h server.ToolHandlerFunc, props map[string]any) {
		defs = append(defs, nodeToolDef{Name: name, Handler: h, Props: props})
	}
	addAdvanced := func(name string, h server.ToolHandlerFunc, props map[string]any) {
		defs = append(defs, nodeToolDef{Name: name, Handler: h, Props: props, Advanced: true})
	}
	addTool := addDefault // an alias of the default one
	register := func(def nodeToolDef) {
		if !def.Advanced || advanced {
			tools = append(tools, server.ServerTool{
				Tool:    mcp.Tool{Name: def.Name, InputSchema: mcp.ToolInputSchema{Type: "object", Properties: def.Props}},
				Handler: def.Handler,
			})
		}
	}

	addTool("get_node", getNode, map[string]any{
		"node": map[string]any{"type": "string"},
	})
	addAdvanced("delete_vm", deleteVM, map[string]any{
		"node": map[string]any{"type": "string"},
		"vmid": map[string]any{"type": "integer"},
	})
	addTool("list_vms", listVMs, map[string]any{
		"node":  map[string]any{"type": "string"},
		"limit": map[string]any{"type": "integer"},
		"page":  map[string]any{"type": "integer"},
	})
	for _, def := range defs {
		register(def)
	}
	for _, t := range tools {
		s.AddTool(t.Tool, t.Handler)
	}
}

func getNode(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("node_name", "") // want `tool "get_node": the handler reads argument "node_name" \(GetString\), which the inputSchema literal does not declare`
	return mcp.NewToolResultText(name), nil
}

// deleteVM refuses a missing vmid: GetInt's default 0 fails `vmid <= 0`.
func deleteVM(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	node := req.GetString("node", "")
	vmid := req.GetInt("vmid", 0) // want `tool "delete_vm": the handler fails the call without argument "vmid" \(GetInt\)`
	if vmid <= 0 {
		return mcp.NewToolResultError("vmid must be a positive integer"), nil
	}
	return mcp.NewToolResultText(node), nil
}

// listVMs declares and reads the same names; limit's check replaces
// the default, and page's default 1 passes its check: neither refuses
// an absent argument.
func listVMs(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	node := req.GetString("node", "")
	limit := req.GetInt("limit", 0)
	if limit <= 0 {
		limit = 50
	}
	page := req.GetInt("page", 1)
	if page < 1 {
		return mcp.NewToolResultError("page must be at least 1"), nil
	}
	_ = limit
	return mcp.NewToolResultText(node), nil
}

// A closure that registers the tool itself, called once per tool.
func RegisterClosureCalled(s *server.MCPServer) {
	add := func(name string, h server.ToolHandlerFunc, props map[string]any) {
		s.AddTool(mcp.Tool{Name: name, InputSchema: mcp.ToolInputSchema{Type: "object", Properties: props}}, h)
	}
	add("get_pool", getPool, map[string]any{"pool": map[string]any{"type": "string"}})
	add("get_zone", getZone, map[string]any{"zone": map[string]any{"type": "string"}})
}

func getPool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(req.GetString("pool_id", "")), nil // want `tool "get_pool": the handler reads argument "pool_id" \(GetString\), which the inputSchema literal does not declare`
}

func getZone(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(req.GetString("zone", "")), nil
}
