// Package jobs returns, as a go-sdk typed handler's Out, a value whose
// Error field carries a failure: a fetch tool hides its own failure so,
// a status tool reports the job's failure it observed, which is its answer.
package jobs

import (
	"context"
	"errors"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Job struct {
	ID     string `json:"id"`
	Output string `json:"output,omitempty"`
	Error  string `json:"error,omitempty"`
}

// Fetch reports a failure to read the job in the Error field, with no error.
func Fetch(id string) (Job, error) {
	if id == "" {
		return Job{}, errors.New("no job id")
	}
	b, err := os.ReadFile("/var/jobs/" + id)
	if err != nil {
		return Job{ID: id, Error: err.Error()}, nil
	}
	return Job{ID: id, Output: string(b)}, nil
}

type JobInput struct {
	ID string `json:"id"`
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "get_job_output"}, func(ctx context.Context, req *mcp.CallToolRequest, in JobInput) (*mcp.CallToolResult, Job, error) {
		j, err := Fetch(in.ID)
		if err != nil {
			return nil, Job{}, err
		}
		return nil, j, nil // want `tool "get_job_output": Fetch reports its failures in field Error of its result \(jobs.go:\d+\), and this value goes back as the structured result without a look at it`
	})
	// A status tool's answer is the job's state, its failure included.
	mcp.AddTool(s, &mcp.Tool{Name: "job_status"}, func(ctx context.Context, req *mcp.CallToolRequest, in JobInput) (*mcp.CallToolResult, Job, error) {
		j, err := Fetch(in.ID)
		if err != nil {
			return nil, Job{}, err
		}
		return nil, j, nil
	})
}
