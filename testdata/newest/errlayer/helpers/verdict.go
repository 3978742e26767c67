package helpers

import (
	"context"
	"errors"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// QueryCheck is a validator's answer: whether the query parses, and why
// not.
type QueryCheck struct {
	Valid bool     `json:"valid"`
	Terms []string `json:"terms,omitempty"`
	Error string   `json:"error,omitempty"`
}

func parseQuery(q string) ([]string, error) {
	if strings.Count(q, "{") != strings.Count(q, "}") {
		return nil, errors.New("unbalanced braces")
	}
	return strings.Fields(q), nil
}

// handleQueryCheck's Valid: false with the parse error is its answer,
// whatever name a registration gives the tool.
func handleQueryCheck(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, QueryCheck, error) {
	terms, err := parseQuery(in.Name)
	if err != nil {
		return nil, QueryCheck{Valid: false, Error: err.Error()}, nil
	}
	return nil, QueryCheck{Valid: true, Terms: terms}, nil
}

// handleQueryTerms has the same shape without a verdict: the error field
// hides the failure.
func handleQueryTerms(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, QueryCheck, error) {
	terms, err := parseQuery(in.Name)
	if err != nil {
		return nil, QueryCheck{Error: err.Error()}, nil // want `tool "query_terms": the error's text goes back in field Error of the structured result`
	}
	return nil, QueryCheck{Valid: true, Terms: terms}, nil
}

func RegisterQuery(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "query_terms_of"}, handleQueryCheck)
	mcp.AddTool(s, &mcp.Tool{Name: "query_terms"}, handleQueryTerms)
}
