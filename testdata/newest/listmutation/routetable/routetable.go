// Package routetable is a JSON-RPC server without an SDK that files each
// method's function in a routing table (a map entry set by assignment or
// in a map literal): its tools/list function is a dispatcher's branch.
package routetable

import (
	"encoding/json"
	"sort"
)

type Handler func(params json.RawMessage) (json.RawMessage, error)

type Server struct{ handlers map[string]Handler }

type Tool struct {
	Name string `json:"name"`
}

var fileTools = map[string]Tool{
	"read_file":  {Name: "read_file"},
	"write_file": {Name: "write_file"},
}

func (s *Server) Setup() {
	s.handlers["tools/list"] = func(params json.RawMessage) (json.RawMessage, error) {
		var tools []Tool
		for _, t := range fileTools { // want `the tools/list answer is built by ranging over map fileTools and never sorted`
			tools = append(tools, t)
		}
		return json.Marshal(map[string]any{"tools": tools})
	}
}

// listSorted sorts the list it builds from the map: nothing to report.
func listSorted(params json.RawMessage) (json.RawMessage, error) {
	var tools []Tool
	for _, t := range fileTools {
		tools = append(tools, t)
	}
	sort.Slice(tools, func(i, j int) bool { return tools[i].Name < tools[j].Name })
	return json.Marshal(map[string]any{"tools": tools})
}

// listNames ranges over the map for another method: not tools/list.
func listNames(params json.RawMessage) (json.RawMessage, error) {
	var names []string
	for n := range fileTools {
		names = append(names, n)
	}
	return json.Marshal(names)
}

func NewSorted() *Server {
	return &Server{handlers: map[string]Handler{"tools/list": listSorted, "resources/list": listNames}}
}
