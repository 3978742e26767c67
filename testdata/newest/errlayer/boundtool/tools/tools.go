// Package tools holds one type per tool; package server registers them
// through one helper and runs them behind its interface.
package tools

import (
	"context"
	"encoding/json"
	"errors"
)

type Graph interface {
	Anomalies(ctx context.Context, uid string) ([]string, error)
	Resources(ctx context.Context, ns string) ([]string, error)
}

type DetectTool struct{ g Graph }

func NewDetectTool(g Graph) *DetectTool { return &DetectTool{g: g} }

type detectInput struct {
	Namespace string `json:"namespace"`
}

// Execute skips the resources whose lookup fails.
func (t *DetectTool) Execute(ctx context.Context, in json.RawMessage) (any, error) { // want Execute:"handler errors: tools.go:28 tools.go:32"
	var p detectInput
	if err := json.Unmarshal(in, &p); err != nil {
		return nil, err
	}
	uids, err := t.g.Resources(ctx, p.Namespace)
	if err != nil {
		return nil, err
	}
	var found []string
	for _, uid := range uids {
		a, err := t.g.Anomalies(ctx, uid)
		if err != nil {
			continue
		}
		found = append(found, a...)
	}
	return found, nil
}

type HealthTool struct{ g Graph }

func NewHealthTool(g Graph) *HealthTool { return &HealthTool{g: g} }

// Execute answers every failure.
func (t *HealthTool) Execute(ctx context.Context, in json.RawMessage) (any, error) { // want Execute:"handler errors: tools.go:53 tools.go:56"
	uids, err := t.g.Resources(ctx, "")
	if err != nil {
		return nil, err
	}
	if len(uids) == 0 {
		return nil, errors.New("no resource")
	}
	return uids, nil
}
