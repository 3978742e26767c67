package failurebranch

import (
	"context"

	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

type Store struct{ events []string }

func (s *Store) Count() int { return len(s.events) }

type Server struct {
	srv   *gomcp.Server
	store *Store
	last  *Store // the previous run's snapshot, when there was one
}

type statsInput struct {
	Since string `json:"since,omitempty"`
}

// register adds a typed tool whose closure captures s: a nil store is a
// server that was started without its database.
func (s *Server) register() {
	gomcp.AddTool(s.srv, &gomcp.Tool{Name: "get_trace_stats"}, func(ctx context.Context, req *gomcp.CallToolRequest, in statsInput) (*gomcp.CallToolResult, any, error) {
		if s.store == nil {
			return &gomcp.CallToolResult{ // want `tool "get_trace_stats": the answer that s.store is not set up goes back in a CallToolResult without IsError`
				Content: []gomcp.Content{&gomcp.TextContent{Text: "No database available. Run 'trace' first."}},
			}, nil, nil
		}
		return &gomcp.CallToolResult{Content: []gomcp.Content{&gomcp.TextContent{Text: "events"}}}, map[string]int{"count": s.store.Count()}, nil
	})
}

// registerLast is the look-alike: no previous run is an answer, and the
// tool calls nothing of s.last after the test.
func (s *Server) registerLast() {
	gomcp.AddTool(s.srv, &gomcp.Tool{Name: "get_last_run"}, func(ctx context.Context, req *gomcp.CallToolRequest, in statsInput) (*gomcp.CallToolResult, any, error) {
		if s.last == nil {
			return &gomcp.CallToolResult{
				Content: []gomcp.Content{&gomcp.TextContent{Text: "No previous run."}},
			}, nil, nil
		}
		return &gomcp.CallToolResult{Content: []gomcp.Content{&gomcp.TextContent{Text: "a run"}}}, s.last, nil
	})
}
