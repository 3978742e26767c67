// Package tools defines its tools with the project constructors of
// package layer: each call names one tool, registered by a loop over
// the package variables elsewhere.
package tools

import (
	"context"
	"errors"
	"fmt"

	"fixtures/errlayer/ctors/layer"
)

type TeamArgs struct {
	Team string `json:"team"`
}

type Team struct {
	Name string `json:"name"`
}

var errNoTeam = errors.New("no such team")

func lookup(name string) (*Team, error) { return nil, errNoTeam }

// getTeam's error becomes an isError result in MustTool's adapter: correct.
func getTeam(ctx context.Context, args TeamArgs) (*Team, error) {
	t, err := lookup(args.Team)
	if err != nil {
		return nil, fmt.Errorf("team %s not found: %w", args.Team, err)
	}
	return t, nil
}

// findTeam's error goes through StrictTool's adapter, which passes it
// on: the finding is at the adapter (package layer), where the fix goes,
// as findTeam's result type has no isError of its own.
func findTeam(ctx context.Context, args TeamArgs) (*Team, error) {
	t, err := lookup(args.Team)
	if err != nil {
		return nil, fmt.Errorf("team %s not found: %w", args.Team, err)
	}
	return t, nil
}

// seekTeam's error goes through ReflectTool's adapter, which passes it
// on as StrictTool's does.
func seekTeam(ctx context.Context, args TeamArgs) (*Team, error) {
	return lookup(args.Team)
}

var (
	GetTeam  = layer.MustTool("get_team", "gets a team", getTeam)
	FindTeam = layer.StrictTool("find_team", findTeam)
	SeekTeam = layer.ReflectTool("seek_team", seekTeam)
)

func All() []layer.Tool { return []layer.Tool{GetTeam, FindTeam, SeekTeam} }
