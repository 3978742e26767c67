// Package gosdk: go-sdk typed handlers that fail on an empty argument the
// inferred schema calls optional (omitempty), next to the look-alikes.
package gosdk

import (
	"context"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// BookArgs serves two tools; "check" reads only Class of it (book hands
// the whole value to fmt, out of sight). Flight is required by the
// inferred schema, the others optional, Note defaulted.
type BookArgs struct {
	Flight string   `json:"flight"`          // want `tool "check": argument "flight" is declared required, but nothing reads field Flight of BookArgs`
	Date   string   `json:"date,omitempty"`  // want `tool "check": argument "date" is declared, but nothing reads field Date of BookArgs`
	Seats  []string `json:"seats,omitempty"` // want `tool "check": argument "seats" is declared`
	Note   string   `json:"note,omitempty"`  // want `tool "check": argument "note" is declared`
	Class  string   `json:"class,omitempty" jsonschema:"cabin class"`
	Meal   string   `json:"meal,omitzero"` // want `tool "check": argument "meal" is declared`
}

func book(ctx context.Context, req *mcp.CallToolRequest, in BookArgs) (*mcp.CallToolResult, any, error) {
	if in.Flight == "" { // required: the SDK already refuses its absence; an empty string is the handler's business
		return nil, nil, errors.New("flight is empty")
	}
	if in.Date == "" { // want `tool "book": the handler fails the call without argument "date" \(the check in.Date == ""\), but the schema go-sdk infers from BookArgs leaves it optional \(omitempty\)`
		return nil, nil, errors.New("date is required")
	}
	if len(in.Seats) == 0 || in.Meal == "" { // want `without argument "seats"` `without argument "meal"`
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "seats and meal are required"}}}, nil, nil
	}
	if in.Note == "" {
		in.Note = "none" // a default: not a failure
	}
	if in.Class == "" && in.Note == "" { // && : not a requirement of either
		return nil, nil, errors.New("class or note")
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(in)}}}, nil, nil
}

// ReportArgs names a report by its URL or by project and number.
type ReportArgs struct {
	URL     string `json:"url,omitempty"`
	Project string `json:"project,omitempty"`
	Number  int    `json:"number,omitempty"`
}

// report needs project only when url is absent: one of two ways to name
// the report, not a required argument.
func report(ctx context.Context, req *mcp.CallToolRequest, in ReportArgs) (*mcp.CallToolResult, any, error) {
	if in.URL != "" {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: in.URL}}}, nil, nil
	}
	if in.Project == "" {
		return nil, nil, errors.New("provide one of: url, or project and number")
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(in.Project, in.Number)}}}, nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "report"}, report)
	mcp.AddTool(s, &mcp.Tool{Name: "book", Description: "Book a flight."}, book)
	mcp.AddTool(s, &mcp.Tool{Name: "check", Description: "Check a booking."}, func(ctx context.Context, req *mcp.CallToolRequest, in BookArgs) (*mcp.CallToolResult, any, error) {
		return checkBooking(ctx, in)
	})
}

// checkBooking is delegated to by the registered closure: its checks count.
func checkBooking(ctx context.Context, in BookArgs) (*mcp.CallToolResult, any, error) {
	if in.Class == "" { // want `tool "check": the handler fails the call without argument "class"`
		return nil, nil, fmt.Errorf("class is required")
	}
	return &mcp.CallToolResult{}, nil, nil
}
