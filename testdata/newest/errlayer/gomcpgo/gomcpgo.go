// Package gomcpgo serves its tools through gomcpgo/mcp v1.0.1: one
// handler.ToolHandler whose CallTool switches on the tool's name. The
// server answers CallTool's error with JSON-RPC error -32603; the tool's
// failures belong in a CallToolResponse with IsError set.
package gomcpgo

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"

	"github.com/gomcpgo/mcp/pkg/handler"
	"github.com/gomcpgo/mcp/pkg/protocol"
)

type Files struct{ root string }

var errDenied = errors.New("path outside the allowed directories")

func (h *Files) ListTools(ctx context.Context) (*protocol.ListToolsResponse, error) { // want ListTools:"error result: nil"
	return &protocol.ListToolsResponse{Tools: []protocol.Tool{
		{Name: "read_file", InputSchema: json.RawMessage(`{"type":"object","properties":{"path":{"type":"string"}}}`)},
		{Name: "stat_file", InputSchema: json.RawMessage(`{"type":"object","properties":{"path":{"type":"string"}}}`)},
	}}, nil
}

func (h *Files) CallTool(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResponse, error) { // want CallTool:"handler errors: gomcpgo.go:44 gomcpgo.go:47 gomcpgo.go:51 gomcpgo.go:36"
	switch req.Name {
	case "read_file":
		return h.readFile(req.Arguments) // want `tool "read_file": \(\*gomcpgo.Files\).readFile returns errors that gomcpgo/mcp sends as JSON-RPC errors -32603 and the model never reads: gomcpgo.go:44 \(fmt.Errorf\), gomcpgo.go:47 \(errDenied\), gomcpgo.go:51 \(fmt.Errorf\); return &protocol.CallToolResponse\{IsError: true`
	case "stat_file":
		return h.statFile(req.Arguments)
	default:
		return nil, fmt.Errorf("unknown tool: %s", req.Name)
	}
}

// readFile returns its failures as errors: each is a JSON-RPC error.
func (h *Files) readFile(args map[string]interface{}) (*protocol.CallToolResponse, error) {
	path, ok := args["path"].(string)
	if !ok {
		return nil, fmt.Errorf("path must be a string")
	}
	if path == "/etc" {
		return nil, errDenied
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("failed to read file: %w", err)
	}
	return &protocol.CallToolResponse{Content: []protocol.ToolContent{{Type: "text", Text: string(data)}}}, nil
}

// statFile answers its failures with isError results: the model reads
// them. The failed encoding of its own answer is the server's failure.
func (h *Files) statFile(args map[string]interface{}) (*protocol.CallToolResponse, error) {
	path, _ := args["path"].(string)
	info, err := os.Stat(path)
	if err != nil {
		return &protocol.CallToolResponse{IsError: true, Content: []protocol.ToolContent{{Type: "text", Text: err.Error()}}}, nil
	}
	out, err := json.Marshal(map[string]any{"name": info.Name(), "size": info.Size()})
	if err != nil {
		return nil, fmt.Errorf("encode: %w", err)
	}
	return &protocol.CallToolResponse{Content: []protocol.ToolContent{{Type: "text", Text: string(out)}}}, nil
}

func Register(r *handler.HandlerRegistry) { r.RegisterToolHandler(&Files{root: "/"}) }
