// Package tools is a project's tool layer with no SDK import: a router
// that calls one method per tool name, each decoding the raw arguments
// into a struct of its own.
package tools

import (
	"encoding/json"
	"fmt"
	"strings"
)

type Manager struct{}

type Result struct {
	IsError bool
	Text    string
}

// ExecuteTool routes a call by the tool's name.
func (m *Manager) ExecuteTool(name string, args json.RawMessage) (*Result, error) {
	switch name {
	case "get_logs":
		return m.GetLogs(args)
	case "install":
		return m.Install(args)
	case "search":
		return m.Search(args)
	case "echo":
		return m.Echo(args)
	default:
		return &Result{IsError: true, Text: "unknown tool " + name}, nil
	}
}

func (m *Manager) GetLogs(args json.RawMessage) (*Result, error) {
	var params struct {
		Pod      string `json:"pod"`
		Lines    int    `json:"lines,omitempty"`
		Since    string `json:"since,omitempty"`
		MaxLines int    `json:"max_lines,omitempty"` // only ever set here: the argument is dropped
	}
	if err := json.Unmarshal(args, &params); err != nil {
		return &Result{IsError: true, Text: err.Error()}, nil
	}
	params.MaxLines = 1000
	return &Result{Text: fmt.Sprintf("%s %d %s", params.Pod, params.Lines, params.Since)}, nil
}

func (m *Manager) Install(args json.RawMessage) (*Result, error) {
	var params struct {
		Version string         `json:"version"`
		Values  map[string]any `json:"values,omitempty"`
	}
	if err := json.Unmarshal(args, &params); err != nil {
		return &Result{IsError: true, Text: err.Error()}, nil
	}
	return &Result{Text: params.Version + fmt.Sprint(len(params.Values))}, nil
}

// Search hands its raw arguments on too: what it reads is not all in sight.
func (m *Manager) Search(args json.RawMessage) (*Result, error) {
	var params struct {
		Query string `json:"query"`
		Limit int    `json:"limit,omitempty"`
	}
	if err := json.Unmarshal(args, &params); err != nil {
		return &Result{IsError: true, Text: err.Error()}, nil
	}
	audit(args)
	return &Result{Text: strings.Repeat(params.Query, params.Limit)}, nil
}

// Echo reads the raw arguments without a struct.
func (m *Manager) Echo(args json.RawMessage) (*Result, error) {
	return &Result{Text: string(args)}, nil
}

func audit(json.RawMessage) {}
