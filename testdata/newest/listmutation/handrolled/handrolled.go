// Package handrolled answers JSON-RPC itself: its tools/list answers are
// built by hand, from a map (positive) or sorted (negatives).
package handrolled

import (
	"encoding/json"
	"maps"
	"slices"
	"sort"
)

type request struct {
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type tool struct {
	Name        string         `json:"name"`
	InputSchema map[string]any `json:"inputSchema"`
}

type server struct {
	tools map[string]tool
}

func (s *server) handle(req request) any {
	switch req.Method {
	case "tools/list":
		var list []tool
		for _, t := range s.tools { // want `the tools/list answer is built by ranging over map s.tools and never sorted: Go map order is random`
			list = append(list, t)
		}
		return map[string]any{"tools": list}
	case "tools/call":
		return nil
	}
	return nil
}

// sorted sorts after ranging: not reported.
func (s *server) sorted(req request) any {
	switch req.Method {
	case "tools/list":
		var list []tool
		for _, t := range s.tools {
			list = append(list, t)
		}
		sort.Slice(list, func(i, j int) bool { return list[i].Name < list[j].Name })
		return map[string]any{"tools": list}
	}
	return nil
}

// viaHelper builds the list in a helper, from the keys' iterator.
func (s *server) viaHelper(req request) any {
	if req.Method == "tools/list" {
		return map[string]any{"tools": s.list()}
	}
	return nil
}

func (s *server) list() []tool {
	var out []tool
	for name := range maps.Keys(s.tools) { // want `the tools/list answer is built by ranging over map maps.Keys\(s.tools\) and never sorted`
		out = append(out, s.tools[name])
	}
	return out
}

// sortedKeys ranges over sorted keys: not reported.
func (s *server) sortedKeys(req request) any {
	if req.Method == "tools/list" {
		var out []tool
		for _, name := range slices.Sorted(maps.Keys(s.tools)) {
			out = append(out, s.tools[name])
		}
		return map[string]any{"tools": out}
	}
	return nil
}

// callerSorts sorts what the helper returned: not reported.
func (s *server) callerSorts(req request) any {
	if req.Method == "tools/list" {
		out := s.list2()
		slices.SortFunc(out, func(a, b tool) int {
			if a.Name < b.Name {
				return -1
			}
			return 1
		})
		return map[string]any{"tools": out}
	}
	return nil
}

func (s *server) list2() []tool {
	var out []tool
	for _, t := range s.tools {
		out = append(out, t)
	}
	return out
}

// collected answers the map's values as an iterator collects them.
func (s *server) collected(req request) any {
	if req.Method == "tools/list" {
		return map[string]any{"tools": slices.Collect(maps.Values(s.tools))} // want `the tools/list answer is slices.Collect\(maps.Values\(s.tools\)\), which collects map s.tools in Go map order`
	}
	return nil
}

// collectedSorted sorts the collected values: not reported.
func (s *server) collectedSorted(req request) any {
	if req.Method == "tools/list" {
		out := slices.Collect(maps.Values(s.tools))
		sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
		return map[string]any{"tools": out}
	}
	return nil
}

var _ = []any{(*server).handle, (*server).sorted, (*server).viaHelper, (*server).sortedKeys, (*server).callerSorts, (*server).collected, (*server).collectedSorted}
