// Package listedcases is a hand-rolled stdio server: tools/list answers
// map literals, and tools/call switches on the tool's name and hands the
// arguments to one method per tool, which decodes them with a generic
// helper. Each method's reads meet its listed schema.
package listedcases

import (
	"encoding/json"
	"fmt"
)

type message struct {
	ID     json.RawMessage `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type callParams struct {
	Name      string `json:"name"`
	Arguments any    `json:"arguments"`
}

type Server struct{ out func(any) }

func (s *Server) handle(msg message) {
	switch msg.Method {
	case "tools/list":
		s.out(map[string]any{"tools": s.tools()})
	case "tools/call":
		s.call(msg)
	default:
		s.out(map[string]any{"error": map[string]any{"code": -32601, "message": "method not found"}})
	}
}

func (s *Server) tools() []map[string]any {
	return []map[string]any{
		{
			"name":        "search",
			"description": "Search the index",
			"inputSchema": map[string]any{
				"type": "object",
				"properties": map[string]any{
					"query": map[string]any{"type": "string"},
					"limit": map[string]any{"type": "number"},
				},
				"required": []string{"query"},
			},
		},
		{
			"name":        "page",
			"description": "One page of results",
			"inputSchema": map[string]any{
				"type": "object",
				"properties": map[string]any{
					"size":  map[string]any{"type": "integer"},
					"ratio": map[string]any{"type": "number"},
				},
			},
		},
	}
}

func (s *Server) call(msg message) {
	var p callParams
	if err := json.Unmarshal(msg.Params, &p); err != nil {
		s.out(map[string]any{"error": map[string]any{"code": -32602, "message": "invalid params"}})
		return
	}
	var result any
	switch p.Name {
	case "search":
		result = s.search(p.Arguments)
	case "page":
		result = s.page(p.Arguments)
	default:
		s.out(map[string]any{"error": map[string]any{"code": -32602, "message": "unknown tool"}})
		return
	}
	s.out(map[string]any{"result": result})
}

// decode turns the call's arguments into T.
func decode[T any](args any) (T, error) {
	var out T
	b, err := json.Marshal(args)
	if err != nil {
		return out, err
	}
	return out, json.Unmarshal(b, &out)
}

func text(s string, failed bool) map[string]any {
	return map[string]any{"content": []map[string]any{{"type": "text", "text": s}}, "isError": failed}
}

// search decodes "limit", declared number, into an int: 2.5 is
// schema-valid and fails to decode.
func (s *Server) search(args any) map[string]any {
	in, err := decode[struct {
		Query string `json:"query"`
		Limit int    `json:"limit"`
	}](args)
	if err != nil {
		return text("invalid arguments: "+err.Error(), true)
	}
	return text(fmt.Sprintf("%s %d", in.Query, in.Limit), false) // want `tool "search": argument "limit" is declared number by the inputSchema literal, but the handler decodes it into field Limit \(int\)`
}

// page decodes "size", declared integer, into an int and "ratio",
// declared number, into a float64: both hold every schema-valid value.
func (s *Server) page(args any) map[string]any {
	in, err := decode[struct {
		Size  int     `json:"size"`
		Ratio float64 `json:"ratio"`
	}](args)
	if err != nil {
		return text("invalid arguments: "+err.Error(), true)
	}
	return text(fmt.Sprintf("%d %g", in.Size, in.Ratio), false)
}
