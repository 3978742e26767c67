// Package server is the hand-rolled JSON-RPC dispatcher of package
// tools' registry: it answers every tool's failure with -32000.
package server

import (
	"context"
	"encoding/json"
	"net/http"

	"fixtures/errlayer/registrypkg/tools"
)

type request struct {
	ID     any             `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type response struct {
	JSONRPC string    `json:"jsonrpc"`
	ID      any       `json:"id"`
	Result  any       `json:"result,omitempty"`
	Error   *rpcError `json:"error,omitempty"`
}

type Server struct{ registry *tools.Registry }

func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var req request
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		json.NewEncoder(w).Encode(response{JSONRPC: "2.0", Error: &rpcError{Code: -32700, Message: err.Error()}})
		return
	}
	res := response{JSONRPC: "2.0", ID: req.ID}
	switch req.Method {
	case "tools/call":
		result, err := s.callTool(r.Context(), req.Params)
		if err != nil {
			res.Error = &rpcError{Code: -32000, Message: err.Error()} // want `tools/call dispatcher: every tool's execution failure \(the error of s.callTool\(...\)\) is answered here with JSON-RPC error -32000`
		} else {
			res.Result = result
		}
	default:
		res.Error = &rpcError{Code: -32601, Message: "method not found"}
	}
	json.NewEncoder(w).Encode(res)
}

func (s *Server) callTool(ctx context.Context, raw json.RawMessage) (map[string]any, error) {
	var params struct {
		Name      string          `json:"name"`
		Arguments json.RawMessage `json:"arguments"`
	}
	if err := json.Unmarshal(raw, &params); err != nil {
		return nil, err
	}
	out, err := s.registry.Call(ctx, params.Name, params.Arguments)
	if err != nil {
		return nil, err
	}
	b, _ := json.Marshal(out)
	return map[string]any{"content": []any{map[string]any{"type": "text", "text": string(b)}}}, nil
}
