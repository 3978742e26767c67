package gosdk

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// catalog lists the tools; the registrations pick them by index.
func catalog() []*mcp.Tool {
	return []*mcp.Tool{
		{Name: "find_flight", InputSchema: json.RawMessage(`{"type":"object"}`)},
		{Name: "find_hotel", InputSchema: json.RawMessage(`{"type":"object"}`)},
	}
}

func findFlight(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("no flights") // want `tool "find_flight": go-sdk sends this error as a JSON-RPC error with code 0`
}

func findHotel(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "no hotels"}}}, nil
}

func SetupIndexed(s *mcp.Server) {
	tools := catalog()
	s.AddTool(tools[0], findFlight)
	s.AddTool(tools[1], findHotel)
}
