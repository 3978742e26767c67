// Package handlers holds the tools' handlers. It imports no MCP SDK and
// not the server either: only the registering package ties them to the
// tool table, and only there is it known what their errors become.
package handlers

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
)

type MathHandler struct{ precision int }

func (h *MathHandler) Divide(args map[string]interface{}) (interface{}, error) { // want Divide:"handler errors: handlers.go:18 handlers.go:23"
	a, ok := args["a"].(float64)
	if !ok {
		return nil, errors.New("a must be a number") // argument validation: a tool execution error since 2025-11-25
	}
	b, _ := args["b"].(float64)
	q, err := divide(a, b)
	if err != nil {
		return nil, fmt.Errorf("divide: %w", err) // the tool's failure
	}
	return map[string]float64{"result": q}, nil
}

// Echo fails only when its own answer cannot be encoded: a server error,
// which is no finding wherever it goes.
func (h *MathHandler) Echo(args map[string]interface{}) (interface{}, error) { // want Echo:"error result: .*"
	b, err := json.Marshal(args)
	if err != nil {
		return nil, fmt.Errorf("encode: %w", err)
	}
	return string(b), nil
}

// Sum is a handler with a context, of a second server's table.
func Sum(ctx context.Context, raw json.RawMessage) (any, error) { // want Sum:"handler errors: handlers.go:42 handlers.go:45"
	var xs []float64
	if err := json.Unmarshal(raw, &xs); err != nil {
		return nil, err // malformed arguments
	}
	if len(xs) == 0 {
		return nil, errors.New("nothing to sum")
	}
	total := 0.0
	for _, x := range xs {
		total += x
	}
	return total, nil
}

// Lookup has a handler's shape but is no tool: nothing registers it.
func Lookup(args map[string]interface{}) (interface{}, error) { // want Lookup:"handler errors: handlers.go:56"
	return nil, errors.New("not found")
}

func divide(a, b float64) (float64, error) {
	if b == 0 {
		return 0, errors.New("division by zero")
	}
	return a / b, nil
}
