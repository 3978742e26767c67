// Package older registers tools with go-sdk v1.4.1 and mcp-go v0.43.2.
package older

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	City string `json:"city"`
}

type Out struct {
	Temperature float64 `json:"temperature"`
}

var obj = json.RawMessage(`{"type":"object"}`)

func raw(ctx context.Context, req *gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
	return nil, nil
}

func typed(ctx context.Context, req *gomcp.CallToolRequest, in In) (*gomcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

func h(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

const prefix = "k8s"

func GoSDK(debug bool) {
	s := gomcp.NewServer(&gomcp.Implementation{Name: "x", Version: "1"}, nil)
	gomcp.AddTool(s, &gomcp.Tool{Name: "get weather"}, typed)              // want `tool name "get weather" has a space at offset 3; .*: write "get_weather"`
	s.AddTool(&gomcp.Tool{Name: prefix + "::pods", InputSchema: obj}, raw) // want `tool name "k8s::pods" has a colon at offsets 3 and 4`
	s.AddTool(&gomcp.Tool{Name: "admin.tools.list", InputSchema: obj}, raw)
	gomcp.AddTool(s, &gomcp.Tool{Name: "DATA_EXPORT_v2"}, typed)
	gomcp.AddTool(s, &gomcp.Tool{Name: "DATA_EXPORT_v2"}, typed) // want `tool "DATA_EXPORT_v2" is already registered on server s at older.go:\d+`
	if debug {
		s.AddTool(&gomcp.Tool{Name: "debug", InputSchema: obj}, raw)
	} else {
		s.AddTool(&gomcp.Tool{Name: "debug", InputSchema: obj}, raw)
	}
}

func MCPGo(sessionID string) {
	s := server.NewMCPServer("x", "1")
	s.AddTool(mcp.NewTool("list pods"), h) // want `tool name "list pods" has a space at offset 4`
	s.AddTool(mcp.NewTool(prefix+"_pods_list"), h)
	s.AddTools(server.ServerTool{Tool: mcp.NewTool(prefix + "_pods_list"), Handler: h}) // want `tool "k8s_pods_list" is already registered on server s`
	s.SetTools(server.ServerTool{Tool: mcp.NewTool("k8s_pods_list"), Handler: h})
	_ = s.AddSessionTool(sessionID, mcp.NewTool("k8s_pods_list"), h)
	other := server.NewMCPServer("y", "1")
	other.AddTool(mcp.NewTool("k8s_pods_list"), h)
}
