// Package gomcp is a server built with github.com/ThinkInAIXYZ/go-mcp
// v0.1, whose tool handlers take no context; a returned error is sent as
// JSON-RPC -32603 as in v0.2.
package gomcp

import (
	"errors"
	"os"

	"github.com/ThinkInAIXYZ/go-mcp/protocol"
	"github.com/ThinkInAIXYZ/go-mcp/server"
)

type readReq struct {
	Path string `json:"path" description:"file path" required:"true"`
}

func read(req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	var in readReq
	if err := protocol.VerifyAndUnmarshal(req.RawArguments, &in); err != nil {
		return nil, err // want `tool "read_file": go-mcp sends this error as a JSON-RPC error -32603 \(from VerifyAndUnmarshal: argument validation`
	}
	data, err := os.ReadFile(in.Path)
	if err != nil {
		return nil, err // want `tool "read_file": go-mcp sends this error as a JSON-RPC error -32603 \(from os.ReadFile\)`
	}
	return protocol.NewCallToolResult([]protocol.Content{protocol.TextContent{Type: "text", Text: string(data)}}, false), nil
}

// good answers failures with isError results.
func good(req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	if _, ok := req.Arguments["path"]; !ok {
		return protocol.NewCallToolResult([]protocol.Content{protocol.TextContent{Type: "text", Text: "path is required"}}, true), nil
	}
	return &protocol.CallToolResult{IsError: true, Content: []protocol.Content{protocol.TextContent{Type: "text", Text: errors.New("not implemented").Error()}}}, nil
}

func Register(s *server.Server) error {
	tool, err := protocol.NewTool("read_file", "Read a file", readReq{})
	if err != nil {
		return err
	}
	s.RegisterTool(tool, read)
	s.RegisterTool(&protocol.Tool{Name: "good"}, good)
	return nil
}
