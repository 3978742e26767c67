// Package getterimpls registers every implementation of its tool
// interface through two getters: each implementation is a tool, with
// the definition and handler its getters return.
package getterimpls

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type ToolAPI interface {
	GetName() string
	GetTool() *mcp.Tool
	GetHandler() mcp.ToolHandler
}

type Server struct{ mcp *mcp.Server }

func (s *Server) addTool(t ToolAPI) {
	s.mcp.AddTool(t.GetTool(), t.GetHandler())
}

func (s *Server) Init() {
	s.addTool(&ReadFile{})
	s.addTool(&DeleteFile{})
}

// ReadFile returns the store's failure as an error: go-sdk sends it as
// a JSON-RPC error.
type ReadFile struct{}

func (t *ReadFile) GetName() string { return "read_file" }
func (t *ReadFile) GetTool() *mcp.Tool {
	return &mcp.Tool{Name: t.GetName(), InputSchema: map[string]any{"type": "object"}}
}
func (t *ReadFile) GetHandler() mcp.ToolHandler { return t.Handler } // want GetHandler:"handler errors: server.go:40"
func (t *ReadFile) Handler(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want Handler:"handler errors: server.go:40"
	return nil, errors.New("store unavailable") // want `tool "read_file": go-sdk sends this error as a JSON-RPC error with code 0`
}

// DeleteFile answers its failure with an isError result.
type DeleteFile struct{}

func (t *DeleteFile) GetName() string { return "delete_file" }
func (t *DeleteFile) GetTool() *mcp.Tool {
	return &mcp.Tool{Name: t.GetName(), InputSchema: map[string]any{"type": "object"}}
}
func (t *DeleteFile) GetHandler() mcp.ToolHandler { return t.Handler }
func (t *DeleteFile) Handler(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want Handler:"error result: nil"
	res := &mcp.CallToolResult{}
	res.SetError(errors.New("permission denied"))
	return res, nil
}
