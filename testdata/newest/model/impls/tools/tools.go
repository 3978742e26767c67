// Package tools declares a tool interface and its implementations and
// imports no MCP SDK (mcp-k8s-networking's pkg/tools).
package tools

import "context"

type Tool interface {
	Name() string
	Run(ctx context.Context, args map[string]any) (string, error)
}

type DNSTool struct{} // want DNSTool:"tool name check_dns"

func (*DNSTool) Name() string { return "check_dns" } // want Name:"pure"
func (*DNSTool) Run(ctx context.Context, args map[string]any) (string, error) { // want Run:"pure"
	return "ok", nil
}

const probeName = "run_probe"

type ProbeTool struct{ Target string } // want ProbeTool:"tool name run_probe"

func (ProbeTool) Name() string { return probeName } // want Name:"pure"
func (ProbeTool) Run(ctx context.Context, args map[string]any) (string, error) { // want Run:"pure"
	return "", nil
}

// Config has a Name method but is no tool: it does not implement Tool.
type Config struct{} // want Config:"tool name config"

func (Config) Name() string { return "config" } // want Name:"pure"

// Task implements Job, which only a command line runs.
type Job interface {
	Name() string
	Execute(ctx context.Context) error
}

type Task struct{} // want Task:"tool name nightly"

func (Task) Name() string                      { return "nightly" } // want Name:"pure"
func (Task) Execute(ctx context.Context) error { return nil }       // want Execute:"pure"
