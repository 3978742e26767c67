// Package emptyanswer: failures answered with an empty list as a
// success, and the look-alikes that say something or answer a miss.
package emptyanswer

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type store interface {
	Tasks(ctx context.Context, q string) ([]string, error)
}

var db store

var errNotFound = errors.New("not found")

type queryArgs struct {
	Query string `json:"query"`
}

type tasksOut struct {
	Tasks []string `json:"tasks"`
	Count int      `json:"count"`
	Note  string   `json:"note,omitempty"`
}

// tasks answers a store failure with no tasks.
func tasks(ctx context.Context, req *mcp.CallToolRequest, in queryArgs) (*mcp.CallToolResult, tasksOut, error) {
	list, err := db.Tasks(ctx, in.Query)
	if err != nil {
		return nil, tasksOut{Tasks: []string{}, Count: 0}, nil // want `tool "tasks": when \(emptyanswer.store\).Tasks fails, the tool answers an empty list as a success, so the model takes "none" for the truth`
	}
	return nil, tasksOut{Tasks: list, Count: len(list)}, nil
}

// tasksNoted says in the answer that the store failed: not reported.
func tasksNoted(ctx context.Context, req *mcp.CallToolRequest, in queryArgs) (*mcp.CallToolResult, tasksOut, error) {
	list, err := db.Tasks(ctx, in.Query)
	if err != nil {
		return nil, tasksOut{Tasks: []string{}, Note: "the task store is unavailable"}, nil
	}
	return nil, tasksOut{Tasks: list}, nil
}

// tasksMissing answers a miss, not a failure, with no tasks: not
// reported.
func tasksMissing(ctx context.Context, req *mcp.CallToolRequest, in queryArgs) (*mcp.CallToolResult, tasksOut, error) {
	list, err := db.Tasks(ctx, in.Query)
	if errors.Is(err, errNotFound) {
		return nil, tasksOut{Tasks: []string{}}, nil
	}
	if err != nil {
		return nil, tasksOut{}, err
	}
	return nil, tasksOut{Tasks: list}, nil
}

// tasksCancelled answers a cancelled call with nothing: the client gave
// up, the model reads no answer. Not reported.
func tasksCancelled(ctx context.Context, req *mcp.CallToolRequest, in queryArgs) (*mcp.CallToolResult, tasksOut, error) {
	if err := ctx.Err(); err != nil {
		return nil, tasksOut{Tasks: []string{}}, nil
	}
	list, err := db.Tasks(ctx, in.Query)
	if err != nil {
		return nil, tasksOut{}, err
	}
	return nil, tasksOut{Tasks: list}, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "tasks"}, tasks)
	mcp.AddTool(s, &mcp.Tool{Name: "tasks_noted"}, tasksNoted)
	mcp.AddTool(s, &mcp.Tool{Name: "tasks_missing"}, tasksMissing)
	mcp.AddTool(s, &mcp.Tool{Name: "tasks_cancelled"}, tasksCancelled)
}
