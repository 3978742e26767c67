// Package registrylist keeps tool definitions in a map and lists them:
// List in map order, Sorted by name. It imports no SDK; the package that
// answers tools/list from it does.
package registrylist

import "sort"

type Tool struct {
	Name        string         `json:"name"`
	InputSchema map[string]any `json:"inputSchema"`
}

type Registry struct{ tools map[string]*Tool }

var Global = &Registry{tools: map[string]*Tool{}}

func (r *Registry) Register(t *Tool) { r.tools[t.Name] = t }

// List returns the tools in map order.
func (r *Registry) List() []*Tool { // exports a MapOrderFact
	out := make([]*Tool, 0, len(r.tools))
	for _, t := range r.tools {
		out = append(out, t)
	}
	return out
}

// Sorted returns them sorted by name: no fact.
func (r *Registry) Sorted() []*Tool {
	out := make([]*Tool, 0, len(r.tools))
	for _, t := range r.tools {
		out = append(out, t)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}
