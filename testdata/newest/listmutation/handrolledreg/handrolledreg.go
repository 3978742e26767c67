// Package handrolledreg answers tools/list by hand from another
// package's registry (zerops-mcp-go-sdk's HTTP mode): the list that
// registry builds in map order is the answer's order.
package handrolledreg

import (
	"encoding/json"
	"sort"

	"fixtures/listmutation/registrylist"
)

type request struct {
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type handler struct{}

func (h *handler) handle(req request) any {
	switch req.Method {
	case "tools/list":
		return map[string]any{"tools": h.registered()}
	case "tools/call":
		return nil
	}
	return nil
}

func (h *handler) registered() []map[string]any {
	tools := registrylist.Global.List() // want `the tools/list answer is built from registrylist.Global.List, which ranges over map r.tools and never sorts`
	out := make([]map[string]any, 0, len(tools))
	for _, t := range tools {
		out = append(out, map[string]any{"name": t.Name, "inputSchema": t.InputSchema})
	}
	return out
}

// sortedAfter sorts what List returned: not reported.
func (h *handler) sortedAfter(req request) any {
	switch req.Method {
	case "tools/list":
		tools := registrylist.Global.List()
		sort.Slice(tools, func(i, j int) bool { return tools[i].Name < tools[j].Name })
		return map[string]any{"tools": tools}
	}
	return nil
}

// sortedList answers from the registry's sorted list: not reported.
func (h *handler) sortedList(req request) any {
	switch req.Method {
	case "tools/list":
		return map[string]any{"tools": registrylist.Global.Sorted()}
	}
	return nil
}
