// Package slicesearch is a hand-rolled server whose tools/call branch
// searches a slice of tools for the name: when none matches, the unknown
// tool is answered with an isError result, where the spec answers
// -32602.
package slicesearch

import (
	"encoding/json"
	"fmt"
)

type toolDef struct {
	Name    string
	Handler func(args json.RawMessage) (string, error)
}

type profile struct {
	Name  string
	Limit int
}

type callResult struct {
	Content []map[string]string `json:"content"`
	IsError bool                `json:"isError,omitempty"`
}

type response struct {
	JSONRPC string `json:"jsonrpc"`
	ID      any    `json:"id"`
	Result  any    `json:"result,omitempty"`
}

type request struct {
	ID     any             `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type Server struct {
	tools    []toolDef
	profiles []profile
}

func text(s string, isErr bool) callResult {
	return callResult{Content: []map[string]string{{"type": "text", "text": s}}, IsError: isErr}
}

func (s *Server) handle(req request) response {
	resp := response{JSONRPC: "2.0", ID: req.ID}
	switch req.Method {
	case "tools/call":
		var p struct {
			Name      string          `json:"name"`
			Arguments json.RawMessage `json:"arguments"`
		}
		_ = json.Unmarshal(req.Params, &p)
		var found *toolDef
		for i := range s.tools {
			if s.tools[i].Name == p.Name {
				found = &s.tools[i]
				break
			}
		}
		if found == nil {
			resp.Result = text(fmt.Sprintf("unknown tool: %s", p.Name), true) // want `tools/call dispatcher: a tool name that is not in the lookup table is answered with an isError result`
			break
		}
		// the default profile is the server's setting, not the tool's
		// name: its absence is the tool's own failure
		var def *profile
		for i := range s.profiles {
			if s.profiles[i].Name == "default" {
				def = &s.profiles[i]
			}
		}
		if def == nil {
			resp.Result = text("no default profile", true)
			break
		}
		out, err := found.Handler(p.Arguments)
		if err != nil {
			resp.Result = text(err.Error(), true)
			break
		}
		resp.Result = text(out, false)
	}
	return resp
}
