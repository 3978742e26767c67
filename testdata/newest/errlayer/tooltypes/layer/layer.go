// Package layer is a hand-rolled stdio server that keeps its tools as
// interface values and runs one through its Execute method; GenericTool
// implements Execute by calling its Callback field, so a Callback's
// error is what the tools/call branch answers with a JSON-RPC error.
package layer

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"log"
	"os"
)

// McpTool is a tool the server runs.
type McpTool interface {
	GetName() string
	Execute(ctx context.Context, args map[string]any) ([]any, error)
}

// GenericTool is a tool whose arguments decode into In.
type GenericTool[In any] struct {
	Name     string `json:"name"`
	Callback func(ctx context.Context, in In) ([]any, error)
}

func (g *GenericTool[In]) GetName() string { return g.Name }

func (g *GenericTool[In]) Execute(ctx context.Context, args map[string]any) ([]any, error) { // want Execute:"handler errors: layer.go:37"
	var in In
	b, err := json.Marshal(args)
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal(b, &in); err != nil {
		return nil, err
	}
	return g.Callback(ctx, in)
}

type message struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      any             `json:"id,omitempty"`
	Method  string          `json:"method,omitempty"`
	Params  json.RawMessage `json:"params,omitempty"`
}

// Server runs the tools added to it.
type Server struct {
	tools map[string]McpTool
}

// AddTool adds a tool.
func (s *Server) AddTool(t McpTool) { s.tools[t.GetName()] = t }

// Serve reads requests from stdin.
func (s *Server) Serve(ctx context.Context) {
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		var msg message
		if err := json.Unmarshal(sc.Bytes(), &msg); err != nil {
			s.send(map[string]any{"jsonrpc": "2.0", "id": nil, "error": map[string]any{"code": -32700, "message": "Parse error"}})
			continue
		}
		switch msg.Method {
		case "tools/call":
			s.call(ctx, msg)
		}
	}
}

func (s *Server) call(ctx context.Context, msg message) {
	var p struct {
		Name      string         `json:"name"`
		Arguments map[string]any `json:"arguments"`
	}
	if err := json.Unmarshal(msg.Params, &p); err != nil {
		s.send(map[string]any{"jsonrpc": "2.0", "id": msg.ID, "error": map[string]any{"code": -32602, "message": err.Error()}})
		return
	}
	if tool := s.tools[p.Name]; tool != nil {
		out, err := tool.Execute(ctx, p.Arguments)
		if err != nil {
			log.Printf("tool %s: %v", p.Name, err)
		}
		if err != nil {
			s.send(map[string]any{"jsonrpc": "2.0", "id": msg.ID, "error": map[string]any{"code": -32000, "message": err.Error()}}) // want `tools/call dispatcher: every tool's execution failure \(the error of tool.Execute\(...\)\) is answered here with JSON-RPC error -32000`
			return
		}
		s.send(map[string]any{"jsonrpc": "2.0", "id": msg.ID, "result": map[string]any{"content": []any{map[string]any{"type": "text", "text": fmt.Sprint(out...)}}}})
		return
	}
	s.send(map[string]any{"jsonrpc": "2.0", "id": msg.ID, "error": map[string]any{"code": -32602, "message": "unknown tool " + p.Name}})
}

func (s *Server) send(v any) {
	b, _ := json.Marshal(v)
	fmt.Println(string(b))
}
