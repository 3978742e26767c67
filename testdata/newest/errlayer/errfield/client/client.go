// Package client reports some failures inside the values it returns; it
// imports no SDK.
package client

import (
	"errors"
	"fmt"
	"os"
)

type Context struct {
	Operation    string `json:"operation"`
	ErrorMessage string `json:"error,omitempty"`
}

type LaunchResponse struct {
	Context *Context `json:"context"`
	Program string   `json:"program"`
}

type BreakpointResponse struct {
	Status  string  `json:"status"`
	Context Context `json:"context"`
}

type ListResult struct {
	Total int    `json:"total"`
	Error string `json:"error,omitempty"`
}

type StatusResponse struct {
	State string `json:"state"`
	Error string `json:"error,omitempty"`
}

// Launch answers its failures through newLaunchResponse.
func Launch(program string) LaunchResponse {
	if program == "" {
		return newLaunchResponse(program, errors.New("no program"))
	}
	if _, err := os.Stat(program); err != nil {
		return newLaunchResponse(program, fmt.Errorf("program not found: %w", err))
	}
	return newLaunchResponse(program, nil)
}

func newLaunchResponse(program string, err error) LaunchResponse {
	ctx := Context{Operation: "launch"}
	if err != nil {
		ctx.ErrorMessage = err.Error()
	}
	return LaunchResponse{Context: &ctx, Program: program}
}

// SetBreakpoint sets the text in a nested literal.
func SetBreakpoint(file string) BreakpointResponse {
	if _, err := os.Stat(file); err != nil {
		return BreakpointResponse{Status: "error", Context: Context{ErrorMessage: fmt.Sprintf("failed to set breakpoint: %v", err)}}
	}
	return BreakpointResponse{Status: "ok"}
}

// List returns a nil error with the failure in its result.
func List(dir string) (ListResult, error) { // want List:"error result: nil"
	entries, err := os.ReadDir(dir)
	if err != nil && !os.IsNotExist(err) {
		return ListResult{Error: err.Error()}, nil
	}
	return ListResult{Total: len(entries)}, nil
}

// Read returns its failure as an error too: the field only repeats it.
func Read(dir string) (ListResult, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return ListResult{Error: err.Error()}, err
	}
	return ListResult{Total: len(entries)}, nil
}

// Status says what it is doing; its Error field holds no error value.
func Status() StatusResponse {
	return StatusResponse{State: "idle", Error: "none"}
}
