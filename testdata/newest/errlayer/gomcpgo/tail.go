package gomcpgo

import (
	"context"
	"errors"
	"fmt"

	"github.com/gomcpgo/mcp/pkg/protocol"
)

// Search's cases assign the tool's text and error, and the error leaves
// CallTool after the switch as it is: a JSON-RPC error -32603.
type Search struct{}

func (s *Search) CallTool(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResponse, error) { // want CallTool:"handler errors: tail.go:22 tail.go:25"
	var text string
	var err error
	switch req.Name {
	case "web_search":
		text, err = s.web(req.Arguments) // want `tool "web_search": \(\*gomcpgo.Search\).web returns errors that gomcpgo/mcp sends as JSON-RPC errors -32603`
	default:
		return nil, fmt.Errorf("unknown tool: %s", req.Name)
	}
	if err != nil {
		return nil, err
	}
	return &protocol.CallToolResponse{Content: []protocol.ToolContent{{Type: "text", Text: text}}}, nil
}

var errNoQuery = errors.New("query is required")

func (s *Search) web(args map[string]interface{}) (string, error) {
	q, _ := args["query"].(string)
	if q == "" {
		return "", errNoQuery
	}
	if q == "down" {
		return "", fmt.Errorf("search API unavailable")
	}
	return "results for " + q, nil
}

// Answered's tail turns the tool's error into an isError answer: correct.
type Answered struct{ s Search }

func (a *Answered) CallTool(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResponse, error) { // want CallTool:"handler errors: tail.go:53"
	var text string
	var err error
	switch req.Name {
	case "web_search":
		text, err = a.s.web(req.Arguments)
	default:
		return nil, fmt.Errorf("unknown tool: %s", req.Name)
	}
	if err != nil {
		return &protocol.CallToolResponse{IsError: true, Content: []protocol.ToolContent{{Type: "text", Text: err.Error()}}}, nil
	}
	return &protocol.CallToolResponse{Content: []protocol.ToolContent{{Type: "text", Text: text}}}, nil
}
