// Package server is an MCP server without an SDK on a JSON-RPC library
// that routes tools/call to a method of its own.
package server

import (
	"context"
	"errors"
	"fmt"

	"fixtures/errlayer/librouted/rpclib"
)

type CallRequest struct {
	Name      string         `json:"name"`
	Arguments map[string]any `json:"arguments"`
}

type Content struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

type CallResult struct {
	Content []Content `json:"content"`
	IsError bool      `json:"isError,omitempty"`
}

type Handlers struct{ apps map[string]string }

func (h *Handlers) listApps(ctx context.Context, args map[string]any) ([]Content, error) {
	if len(h.apps) == 0 {
		return nil, errors.New("upstream: no apps")
	}
	return []Content{{Type: "text", Text: fmt.Sprint(len(h.apps))}}, nil
}

func (h *Handlers) readApp(ctx context.Context, args map[string]any) ([]Content, error) {
	id, _ := args["id"].(string)
	name, ok := h.apps[id]
	if !ok {
		return nil, fmt.Errorf("app %q not found", id)
	}
	return []Content{{Type: "text", Text: name}}, nil
}

// ToolsCall runs the named tool and returns its failure to the library.
func (h *Handlers) ToolsCall(ctx context.Context, p CallRequest) (CallResult, error) { // want ToolsCall:"dispatch errors: server.go:32 server.go:41"
	var content []Content
	var err error
	switch p.Name {
	case "list_apps":
		content, err = h.listApps(ctx, p.Arguments)
	case "read_app":
		content, err = h.readApp(ctx, p.Arguments)
	default:
		return CallResult{}, fmt.Errorf("unknown tool %q", p.Name)
	}
	if err != nil {
		return CallResult{}, err // want `tools/call handler routed by fixtures/errlayer/librouted/rpclib: every tool's execution failure \(the error of h.listApps\(...\)\) is returned here`
	}
	return CallResult{Content: content}, nil
}

func Serve(h *Handlers) *rpclib.Server {
	s := rpclib.NewServer()
	s.On("tools/call", rpclib.Call(h.ToolsCall))
	return s
}

// Answering handlers: the look-alike that turns a tool's failure into an
// isError result, so the library sees no error but for an unknown tool.
type Answering struct{ h *Handlers }

func (a *Answering) ToolsCall(ctx context.Context, p CallRequest) (CallResult, error) {
	var content []Content
	var err error
	switch p.Name {
	case "list_apps":
		content, err = a.h.listApps(ctx, p.Arguments)
	default:
		return CallResult{}, fmt.Errorf("unknown tool %q", p.Name)
	}
	if err != nil {
		return CallResult{Content: []Content{{Type: "text", Text: err.Error()}}, IsError: true}, nil
	}
	return CallResult{Content: content}, nil
}

func ServeAnswering(a *Answering) *rpclib.Server {
	s := rpclib.NewServer()
	s.On("tools/call", rpclib.Call(a.ToolsCall))
	return s
}
