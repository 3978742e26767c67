package helpersmcpgo

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Diagnostic is one finding of a checker, or its failure.
type Diagnostic struct {
	File  string `json:"file"`
	Error string `json:"error"`
}

// marshalDiagnostics answers the diagnostics as JSON; its own encoding
// failure is answered with isError.
func marshalDiagnostics(diags []Diagnostic) (*mcp.CallToolResult, error) {
	if diags == nil {
		diags = []Diagnostic{}
	}
	result, err := mcp.NewToolResultJSON(diags)
	if err != nil {
		return mcp.NewToolResultError("marshaling results: " + err.Error()), nil
	}
	return result, nil
}

func runChecker(ctx context.Context) ([]Diagnostic, error) {
	if ctx.Err() != nil {
		return nil, errors.New("checker failed")
	}
	return []Diagnostic{{File: "a.go"}}, nil
}

// runLint puts the checker's failure in the diagnostics it answers with,
// after the branch: the failure reaches the model as an answer.
func runLint(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	diags, runErr := runChecker(ctx)
	if runErr != nil {
		diags = []Diagnostic{{Error: runErr.Error()}}
	}
	return marshalDiagnostics(diags) // want `tool "run_lint": the error's text goes back through marshalDiagnostics`
}

// runLintFallback answers a cached list when the checker fails: the
// branch sets no text of the error.
func runLintFallback(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	diags, runErr := runChecker(ctx)
	if runErr != nil {
		diags = []Diagnostic{{File: "cached.go"}}
	}
	return marshalDiagnostics(diags)
}

// runLintChecked answers the failure with isError first.
func runLintChecked(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	diags, runErr := runChecker(ctx)
	if runErr != nil {
		return mcp.NewToolResultError(runErr.Error()), nil
	}
	return marshalDiagnostics(diags)
}

func RegisterLint(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("run_lint"), runLint)
	s.AddTool(mcp.NewTool("run_lint_fallback"), runLintFallback)
	s.AddTool(mcp.NewTool("run_lint_checked"), runLintChecked)
}

func runLintInBranch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	diags, runErr := runChecker(ctx)
	if runErr != nil {
		return marshalDiagnostics([]Diagnostic{{Error: runErr.Error()}}) // want `tool "run_lint_in_branch": the error's text goes back through marshalDiagnostics`
	}
	return marshalDiagnostics(diags)
}

func RegisterLintInBranch(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("run_lint_in_branch"), runLintInBranch)
}

// batchUpdate lists each item's failure in its answer: a report the
// model reads, not a failure hidden as an answer.
func batchUpdate(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var failures []Diagnostic
	for _, f := range req.GetStringSlice("files", nil) {
		if _, err := runChecker(ctx); err != nil {
			failures = append(failures, Diagnostic{File: f, Error: err.Error()})
			continue
		}
	}
	return marshalDiagnostics(failures)
}

func RegisterBatch(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("batch_update", mcp.WithArray("files", mcp.WithStringItems())), batchUpdate)
}
