// Package envelopevia answers every tool through one helper that encodes
// the project's result envelope as a success text, and builds failure
// envelopes in the functions the handlers call: their failure returns
// reach the model as answers.
package envelopevia

import (
	"context"
	"encoding/json"
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

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("read", mcp.WithString("path")), read)
	s.AddTool(mcp.NewTool("stat", mcp.WithString("path")), stat)
	s.AddTool(mcp.NewTool("host"), host)
	s.AddTool(mcp.NewTool("checked", mcp.WithString("path")), checked)
}
