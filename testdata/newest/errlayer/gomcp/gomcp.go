// Package gomcp is a server built with github.com/ThinkInAIXYZ/go-mcp,
// which sends every error a tool handler returns as JSON-RPC -32603.
package gomcp

import (
	"context"
	"errors"
	"fmt"
	"log"
	"net/http"

	"github.com/ThinkInAIXYZ/go-mcp/protocol"
	"github.com/ThinkInAIXYZ/go-mcp/server"
)

type weatherReq struct {
	City string `json:"city" description:"city name" required:"true"`
}

func fetch(ctx context.Context, city string) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "https://example.com/"+city, nil)
	if err != nil {
		return "", err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	return resp.Status, nil
}

func weather(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	var in weatherReq
	if err := protocol.VerifyAndUnmarshal(req.RawArguments, &in); err != nil {
		return nil, err // want `tool "weather": go-mcp sends this error as a JSON-RPC error -32603 \(from VerifyAndUnmarshal: argument validation`
	}
	out, err := fetch(ctx, in.City)
	if err != nil {
		return nil, fmt.Errorf("weather: %w", err) // want `tool "weather": go-mcp sends this error as a JSON-RPC error -32603 \(from fmt.Errorf\); the model never reads it; return protocol.NewCallToolResult`
	}
	return protocol.NewCallToolResult([]protocol.Content{&protocol.TextContent{Type: "text", Text: out}}, false), nil
}

// good answers failures with isError results.
func good(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	out, err := fetch(ctx, fmt.Sprint(req.Arguments["city"]))
	if err != nil {
		return &protocol.CallToolResult{IsError: true, Content: []protocol.Content{&protocol.TextContent{Type: "text", Text: err.Error()}}}, nil
	}
	return protocol.NewCallToolResult([]protocol.Content{&protocol.TextContent{Type: "text", Text: out}}, false), nil
}

func empty(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	if req.Arguments == nil {
		return nil, nil // want `tool "empty" returns \(nil, nil\): go-mcp sends "result": null`
	}
	return protocol.NewCallToolResult(nil, false), nil
}

func hidden(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	out, err := fetch(ctx, "x")
	if err != nil {
		return &protocol.CallToolResult{Content: []protocol.Content{&protocol.TextContent{Type: "text", Text: err.Error()}}}, nil // want `tool "hidden": the error's text goes back in a CallToolResult without IsError`
	}
	return protocol.NewCallToolResult([]protocol.Content{&protocol.TextContent{Type: "text", Text: out}}, false), nil
}

// limited is registered with a per-tool middleware the model does not
// read: its errors are unknown, and nothing is reported.
func limited(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	return nil, errors.New("always fails")
}

// logging is transparent server middleware: errors still reach JSON-RPC.
func logging(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			log.Printf("tool %s: %v", req.Name, err)
		}
		return res, err
	}
}

func Register(s *server.Server, limit server.ToolMiddleware) error {
	s.Use(logging)
	tool, err := protocol.NewTool("weather", "Current weather", weatherReq{})
	if err != nil {
		return err
	}
	s.RegisterTool(tool, weather)
	s.RegisterTool(&protocol.Tool{Name: "good"}, good)
	s.RegisterTool(protocol.NewToolWithRawSchema("empty", "d", []byte(`{"type":"object"}`)), empty)
	s.RegisterTool(&protocol.Tool{Name: "hidden"}, hidden)
	s.RegisterTool(&protocol.Tool{Name: "limited"}, limited, limit)
	return nil
}
