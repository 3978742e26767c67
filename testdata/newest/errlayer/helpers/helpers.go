// Package helpers: failures answered through project helpers that build a
// result without IsError (hidden-error), next to the helpers that are
// right.
package helpers

import (
	"context"
	"errors"
	"fmt"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Name string `json:"name"`
}

// ErrorResponse is meant for failures but sets no IsError: every caller's
// failure reads as an answer.
func ErrorResponse(format string, args ...any) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf(format, args...)}}}
}

// textResult is a success helper: right for answers, wrong for failures.
func textResult(s string) *mcp.CallToolResult {
	r := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: s}}}
	return r
}

// errorResult is right: it sets IsError.
func errorResult(s string) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: s}}}
}

// failResult is right too: IsError is set after the literal.
func failResult(err error) *mcp.CallToolResult {
	r := textResult(err.Error())
	r.IsError = true
	return r
}

// wrappedText calls the success helper: a success helper itself.
func wrappedText(s string) *mcp.CallToolResult { return textResult("result: " + s) }

func load(name string) (string, error) {
	b, err := os.ReadFile(name)
	return string(b), err
}

func handleRead(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	if in.Name == "" {
		return ErrorResponse("name is required"), nil, nil // want `tool "read": the failure "name is required" goes back through ErrorResponse \(helpers.go:21:1\), which builds a result without IsError`
	}
	data, err := load(in.Name)
	if err != nil {
		return ErrorResponse("read %s: %v", in.Name, err), nil, nil // want `tool "read": the error's text goes back through ErrorResponse`
	}
	return textResult(data), nil, nil
}

func handleStat(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	fi, err := os.Stat(in.Name)
	if err != nil {
		msg := "stat failed: " + err.Error()
		return textResult(msg), nil, nil // want `tool "stat": the error's text goes back through textResult`
	}
	if errors.Is(err, os.ErrNotExist) {
		return textResult("no such file"), nil, nil // not an error branch and no error text: an answer
	}
	return wrappedText(fi.Name()), nil, nil
}

func handleRight(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	data, err := load(in.Name)
	if err != nil {
		return errorResult("read failed: " + err.Error()), nil, nil
	}
	if data == "" {
		return failResult(errors.New("empty")), nil, nil
	}
	if _, err := os.Stat(in.Name); err != nil {
		return wrappedText("missing: " + err.Error()), nil, nil // want `tool "right": the error's text goes back through wrappedText`
	}
	return textResult(data), nil, nil
}

// Report is a structured answer with an error field.
type Report struct {
	Text  string `json:"text"`
	Error string `json:"error,omitempty"`
}

// Status says whether the call worked in a flag and a message.
type Status struct {
	Success bool   `json:"success"`
	Message string `json:"message"`
}

func handleFavorite(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Status, error) {
	if _, err := load(in.Name); err != nil {
		return nil, Status{Success: false, Message: fmt.Sprintf("Failed: %v", err)}, nil // want `tool "favorite": the error's text goes back in field Message of the structured result`
	}
	if err := os.Remove(in.Name + ".cache"); err != nil {
		// The call worked; the message mentions a side failure.
		return nil, Status{Success: true, Message: fmt.Sprintf("saved; cache not cleared: %v", err)}, nil
	}
	return nil, Status{Success: true, Message: "saved"}, nil
}

// handleFlagged sets IsError on its result beside the same status: the
// client and model are told it failed.
func handleFlagged(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Status, error) {
	if _, err := load(in.Name); err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}},
			Status{Success: false, Message: fmt.Sprintf("Failed: %v", err)}, nil
	}
	return nil, Status{Success: true, Message: "saved"}, nil
}

func handleReport(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Report, error) {
	data, err := load(in.Name)
	if err != nil {
		return nil, Report{Error: err.Error()}, nil // want `tool "report": the error's text goes back in field Error of the structured result`
	}
	var out Report
	if _, err := os.Stat(in.Name); err != nil {
		out.Error = "stat: " + err.Error()
		return nil, out, nil // want `tool "report": the error's text goes back in field Error`
	}
	if _, err := os.Stat(in.Name + ".bak"); err != nil {
		out.Error = err.Error()
		return nil, out, err // the error is returned too: isError
	}
	out.Text = data
	if data == "" {
		out.Error = "empty file" // not an error branch: the tool's answer
		return nil, out, nil
	}
	return nil, out, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "report"}, handleReport)
	mcp.AddTool(s, &mcp.Tool{Name: "favorite"}, handleFavorite)
	mcp.AddTool(s, &mcp.Tool{Name: "flagged"}, handleFlagged)
	mcp.AddTool(s, &mcp.Tool{Name: "read"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		return handleRead(ctx, req, in)
	})
	mcp.AddTool(s, &mcp.Tool{Name: "stat"}, handleStat)
	mcp.AddTool(s, &mcp.Tool{Name: "right"}, handleRight)
}
