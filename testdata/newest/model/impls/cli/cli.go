// Package cli runs tools.Job from a command line: no MCP tool.
package cli

import (
	"context"

	"fixtures/model/impls/tools"
)

func RunAll(ctx context.Context, jobs []tools.Job) error {
	for _, j := range jobs {
		if err := j.Execute(ctx); err != nil {
			return err
		}
	}
	return nil
}
