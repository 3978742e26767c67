// Package runner reports its failures in the Error field of the values it
// returns, as an error's text or as a text of its own; it imports no SDK.
package runner

import (
	"os/exec"
	"strings"
)

type RunResponse struct {
	Stdout   string `json:"stdout"`
	ExitCode int    `json:"exit_code"`
	Error    string `json:"error,omitempty"`
}

// Run states one failure itself and passes another's text on.
func Run(cmd string) RunResponse {
	if cmd == "" {
		return RunResponse{ExitCode: 127, Error: "cmd is required"}
	}
	out, err := exec.Command("sh", "-c", cmd).Output()
	if err != nil {
		return RunResponse{ExitCode: 1, Error: err.Error()}
	}
	return RunResponse{Stdout: string(out)}
}

// Vet only ever states its failures in its own words.
func Vet(cmd string) RunResponse {
	if strings.Contains(cmd, "rm -rf") {
		resp := RunResponse{ExitCode: 126}
		resp.Error = "command blocked by policy"
		return resp
	}
	return RunResponse{}
}

type Listing struct {
	Files  []string `json:"files"`
	Errors []string `json:"errors,omitempty"` // the findings of a scan, not the call's failure
}

// Scan lists what it found wrong in the files: that is its answer.
func Scan(files []string) Listing {
	var l Listing
	for _, f := range files {
		if strings.HasSuffix(f, ".tmp") {
			l.Errors = append(l.Errors, "stray temporary file "+f)
		}
	}
	return Listing{Files: files, Errors: l.Errors}
}

// Echo never fails: its Error field is always empty.
func Echo(s string) RunResponse {
	return RunResponse{Stdout: s, Error: ""}
}
