// Package routedgomcp: go-mcp routes a tools/call request by req.Name
// before it calls the handler, so a parse of req.Name fails only on a
// name the server registered wrong (a server error, not reported). The
// same parse of an argument is input validation.
package routedgomcp

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/ThinkInAIXYZ/go-mcp/protocol"
	"github.com/ThinkInAIXYZ/go-mcp/server"
)

func text(s string) *protocol.CallToolResult {
	return protocol.NewCallToolResult([]protocol.Content{&protocol.TextContent{Type: "text", Text: s}}, false)
}

// routed parses the name go-mcp routed to it ("weather_<city>", built at
// registration).
func routed(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	_, city, ok := strings.Cut(req.Name, "_")
	if !ok {
		return nil, fmt.Errorf("tool %q is not weather_<city>", req.Name)
	}
	if _, _, ok := strings.Cut(fmt.Sprint(req.Arguments["target"]), "_"); !ok {
		return nil, errors.New("target is not kind_name") // want `tool "weather_paris": go-mcp sends this error as a JSON-RPC error -32603`
	}
	return text(city), nil
}

// rewrites hands the request pointer to a function that may change the
// name before the parse.
func rewrites(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	normalize(req)
	if _, _, ok := strings.Cut(req.Name, "_"); !ok {
		return nil, errors.New("tool name has no _") // want `tool "weather_rome": go-mcp sends this error as a JSON-RPC error -32603`
	}
	return text("ok"), nil
}

func normalize(req *protocol.CallToolRequest) {
	req.Name = fmt.Sprint(req.Arguments["alias"])
}

func Register(s *server.Server) {
	s.RegisterTool(&protocol.Tool{Name: "weather_paris"}, routed)
	s.RegisterTool(&protocol.Tool{Name: "weather_rome"}, rewrites)
}
