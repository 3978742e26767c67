// Package statelook2 answers JSON-RPC itself with shapes that stretch
// list-reads-state: a generic server, a dispatcher with a value receiver,
// and a registry embedded in the server whose methods build the list.
package statelook2

import (
	"encoding/json"
	"slices"
)

type request struct {
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type tool struct {
	Name string `json:"name"`
}

// gserver is generic over what it keeps per tool.
type gserver[T any] struct {
	tools []tool
	meta  map[string]T
	hits  map[string]int
	shown map[string]bool
}

func (s *gserver[T]) handle(req request) any {
	switch req.Method {
	case "tools/list":
		var list []tool
		for _, t := range s.tools {
			if s.shown[t.Name] {
				list = append(list, t)
			}
		}
		return map[string]any{"tools": list}
	case "tools/call":
		var p struct{ Name string }
		_ = json.Unmarshal(req.Params, &p)
		s.hits[p.Name]++ // the list does not read hits
		var zero T
		s.meta[p.Name] = zero
		if p.Name == "reveal" {
			s.shown["secret"] = true // want `writes s.shown\["secret"\], which the tools/list branch of \(\*statelook2.gserver\).handle`
		}
	}
	return nil
}

// vserver's dispatcher has a value receiver: assigning to its fields
// changes a copy, but its maps are shared.
type vserver struct {
	tools   []tool
	calls   int
	verbose bool
	hidden  map[string]bool
}

func (s vserver) handle(req request) any {
	switch req.Method {
	case "tools/list":
		var list []tool
		for _, t := range s.tools {
			if s.verbose || !s.hidden[t.Name] {
				list = append(list, t)
			}
		}
		return map[string]any{"tools": list}
	case "tools/call":
		s.calls++
		s.verbose = true     // a copy: no effect after the request
		s.tools = nil        // a copy too
		s.hidden["x"] = true // want `writes s.hidden\["x"\], which the tools/list branch of \(statelook2.vserver\).handle`
	}
	return nil
}

// Registry is embedded in eserver; its methods build the list.
type Registry struct {
	tools []tool
	hits  map[string]int
}

// List returns the tools in name order.
func (r *Registry) List() []tool {
	return slices.SortedFunc(slices.Values(r.tools), func(a, b tool) int {
		if a.Name < b.Name {
			return -1
		}
		return 1
	})
}

// Hit counts a call.
func (r *Registry) Hit(name string) { r.hits[name]++ }

// Add registers a tool.
func (r *Registry) Add(t tool) { r.tools = append(r.tools, t) } // want `the "tools/call" branch of \(\*statelook2.eserver\).handle writes r.tools \(through \(\*statelook2.Registry\).Add\), which the tools/list branch of \(\*statelook2.eserver\).handle`

type eserver struct {
	*Registry
	name string
}

func (s *eserver) handle(req request) any {
	switch req.Method {
	case "tools/list":
		return map[string]any{"tools": s.List()}
	case "tools/call":
		s.Hit("x")          // the list does not read hits
		s.Registry.Hit("y") // nor here
		s.name = "called"
		if string(req.Params) == "grow" {
			s.Registry.tools = append(s.Registry.tools, tool{Name: "grown"}) // want `writes s.Registry.tools, which the tools/list branch of \(\*statelook2.eserver\).handle`
			s.Add(tool{Name: "added"})                                       // reported at the write, in Add
		}
	}
	return nil
}

func main() {
	g := &gserver[int]{meta: map[string]int{}, hits: map[string]int{}, shown: map[string]bool{}}
	_ = g.handle(request{Method: "tools/list"})
	v := vserver{hidden: map[string]bool{}}
	_ = v.handle(request{Method: "tools/list"})
	e := &eserver{Registry: &Registry{hits: map[string]int{}}}
	_ = e.handle(request{Method: "tools/list"})
}
