// Package verdict: a check-named tool answers a failed check with its
// verdict and reason; another tool's error text in a success is hidden.
package verdict

import (
	"context"
	"encoding/json"
	"net"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func jsonResult(v any) (*mcp.CallToolResult, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}

// connectionTest's answer is the verdict: "reachable": false with the
// reason is what the model asked for.
func connectionTest(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	conn, err := net.Dial("tcp", req.GetString("addr", ""))
	if err != nil {
		result := map[string]any{"reachable": false, "error": err.Error()}
		return jsonResult(result)
	}
	conn.Close()
	return jsonResult(map[string]any{"reachable": true})
}

// connect is no check: its failure, in the same shape, is hidden.
func connect(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	conn, err := net.Dial("tcp", req.GetString("addr", ""))
	if err != nil {
		result := map[string]any{"connected": false, "error": err.Error()}
		return jsonResult(result) // want `tool "connect": the error's text goes back through jsonResult`
	}
	conn.Close()
	return jsonResult(map[string]any{"connected": true})
}

// pingTest is a check, but its answer carries no verdict: only the
// error's text, as if it were the answer.
func pingTest(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	conn, err := net.Dial("tcp", req.GetString("addr", ""))
	if err != nil {
		return jsonResult(map[string]any{"error": err.Error()}) // want `tool "ping_test": the error's text goes back through jsonResult`
	}
	conn.Close()
	return jsonResult(map[string]any{"latency_ms": 1})
}

// checkPluginLogs is a check, but "installed": false is an absence: a
// failed read of the logs reported as "not installed" hides the failure.
func checkPluginLogs(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	conn, err := net.Dial("tcp", req.GetString("addr", ""))
	if err != nil {
		result := map[string]any{"installed": false, "error": err.Error()}
		return jsonResult(result) // want `tool "check_plugin_logs": the error's text goes back through jsonResult`
	}
	conn.Close()
	return jsonResult(map[string]any{"installed": true})
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("check_plugin_logs", mcp.WithString("addr", mcp.Required())), checkPluginLogs)
	s.AddTool(mcp.NewTool("connection_test", mcp.WithString("addr", mcp.Required())), connectionTest)
	s.AddTool(mcp.NewTool("connect", mcp.WithString("addr", mcp.Required())), connect)
	s.AddTool(mcp.NewTool("ping_test", mcp.WithString("addr", mcp.Required())), pingTest)
}
