// Package envelopevia answers every tool through one helper that encodes
// the project's result envelope as a success text, and builds failure
// envelopes in the functions the handlers call: their failure returns
// reach the model as answers.
package envelopevia

import (
	"context"
	"encoding/json"
	"errors"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Envelope struct {
	OK     bool   `json:"ok"`
	Result string `json:"result,omitempty"`
	Error  string `json:"error,omitempty"`
}

func MakeSuccess(result string) *Envelope { return &Envelope{OK: true, Result: result} }

func MakeFailure(msg string) *Envelope { return &Envelope{Error: msg} }

func MakeRejected(reason string) *Envelope { return &Envelope{Error: "rejected: " + reason} }

// respond sends the envelope as a success text, whatever it says.
func respond(env *Envelope) (*mcp.CallToolResult, error) {
	b, _ := json.Marshal(env)
	return mcp.NewToolResultText(string(b)), nil
}

func readFile(path string) *Envelope {
	if path == "" {
		return MakeRejected("no path")
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return MakeFailure(err.Error())
	}
	return MakeSuccess(string(b))
}

// statFile passes readFile's failures on.
func statFile(path string) *Envelope {
	if _, err := os.Stat(path); err != nil {
		return MakeFailure(err.Error())
	}
	return readFile(path)
}

func hostname() *Envelope {
	h, _ := os.Hostname()
	return MakeSuccess(h)
}

func read(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	env := readFile(req.GetString("path", ""))
	return respond(env) // want `tool "read": the failure answers that readFile returns \(built by MakeFailure, at the related positions\)`
}

func stat(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return respond(statFile(req.GetString("path", ""))) // want `tool "stat": the failure answers that statFile returns`
}

// host's function never fails: not reported.
func host(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return respond(hostname())
}

// checked answers a failed envelope with an error result first: not
// reported.
func checked(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	env := readFile(req.GetString("path", ""))
	if !env.OK {
		return mcp.NewToolResultError(env.Error), nil
	}
	return respond(env)
}

type RunResult struct {
	Success  bool
	ExitCode int
	Output   string
	Error    string
}

// runTask reports its failures in the result, with a nil error.
func runTask(name string) (*RunResult, error) {
	if name == "" {
		return nil, errors.New("no task name")
	}
	b, err := os.ReadFile(name)
	if err != nil {
		return &RunResult{Success: false, Error: "cannot read task: " + err.Error()}, nil
	}
	return &RunResult{Success: true, Output: string(b)}, nil
}

type runResponse struct {
	Success bool   `json:"success"`
	Output  string `json:"output"`
	Error   string `json:"error,omitempty"`
}

// run copies the result's fields into its answer without looking at
// them: a failed run goes out as a success.
func run(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	result, err := runTask(req.GetString("task", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	resp := runResponse{Success: result.Success, Output: result.Output, Error: result.Error}
	b, _ := json.Marshal(resp)
	return mcp.NewToolResultText(string(b)), nil // want `tool "run": the failure answers that runTask returns \(built by RunResult\{Success: false\}, at the related positions\)`
}

// runChecked answers a failed run with an error result first: not
// reported.
func runChecked(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	result, err := runTask(req.GetString("task", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if !result.Success {
		return mcp.NewToolResultError(result.Error), nil
	}
	b, _ := json.Marshal(runResponse{Success: true, Output: result.Output})
	return mcp.NewToolResultText(string(b)), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("run", mcp.WithString("task")), run)
	s.AddTool(mcp.NewTool("run_checked", mcp.WithString("task")), runChecked)
	s.AddTool(mcp.NewTool("read", mcp.WithString("path")), read)
	s.AddTool(mcp.NewTool("stat", mcp.WithString("path")), stat)
	s.AddTool(mcp.NewTool("host"), host)
	s.AddTool(mcp.NewTool("checked", mcp.WithString("path")), checked)
}
