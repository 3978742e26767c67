// Package routed is a JSON-RPC server without an SDK that routes each
// method to a function registered by name: its tools/list function is a
// dispatcher's branch like a switch case.
package routed

import (
	"encoding/json"
	"sort"
)

type Handler func(params json.RawMessage) (json.RawMessage, error)

type Server struct{ handlers map[string]Handler }

func (s *Server) SetRequestHandler(method string, h Handler) { s.handlers[method] = h }

type Tool struct {
	Name        string `json:"name"`
	Description string `json:"description"`
}

var fileTools = map[string]Tool{
	"read_file":  {Name: "read_file"},
	"write_file": {Name: "write_file"},
}

func Setup(s *Server) {
	s.SetRequestHandler("tools/list", func(params json.RawMessage) (json.RawMessage, error) {
		var tools []Tool
		for _, t := range fileTools { // want `the tools/list answer is built by ranging over map fileTools and never sorted`
			tools = append(tools, t)
		}
		return json.Marshal(map[string]any{"tools": tools})
	})
}

// SetupSorted sorts the list it builds from the map: nothing to report.
func SetupSorted(s *Server) {
	s.SetRequestHandler("tools/list", func(params json.RawMessage) (json.RawMessage, error) {
		var tools []Tool
		for _, t := range fileTools {
			tools = append(tools, t)
		}
		sort.Slice(tools, func(i, j int) bool { return tools[i].Name < tools[j].Name })
		return json.Marshal(map[string]any{"tools": tools})
	})
}
