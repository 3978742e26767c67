// Package assignedcases is a hand-rolled server whose tools/call switch
// assigns each tool's result and error, and answers the error after the
// switch with JSON-RPC -32603: every case's failure returns reach it.
package assignedcases

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
)

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

type request struct {
	ID     any             `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type callParams struct {
	Name      string          `json:"name"`
	Arguments json.RawMessage `json:"arguments"`
}

type toolResult struct {
	Content []map[string]string `json:"content"`
}

type Server struct {
	agents map[string]string
	path   string
}

func (s *Server) Handle(req request) response {
	switch req.Method {
	case "tools/call":
		return s.call(req)
	}
	return response{JSONRPC: "2.0", ID: req.ID, Error: &rpcError{Code: -32601, Message: "method not found"}}
}

func (s *Server) call(req request) response {
	var params callParams
	if err := json.Unmarshal(req.Params, &params); err != nil {
		return response{JSONRPC: "2.0", ID: req.ID, Error: &rpcError{Code: -32602, Message: "invalid params"}}
	}
	var result any // (the tools answer any: their helpers' results too)
	var err error
	switch params.Name {
	case "list_agents":
		result, err = s.listAgents()
	case "get_agent":
		result, err = s.getAgent(params.Arguments)
	default:
		return response{JSONRPC: "2.0", ID: req.ID, Error: &rpcError{Code: -32602, Message: "unknown tool " + params.Name}}
	}
	if err != nil {
		return response{JSONRPC: "2.0", ID: req.ID, Error: &rpcError{Code: -32603, Message: err.Error()}} // want `tools/call dispatcher: every tool's execution failure \(the error of s\.[a-zA-Z]+\(\.\.\.\)\) is answered here with JSON-RPC error -32603, which the client reports as a failed request and the model never reads \([0-9]+ returns of this package's tools reach it`
	}
	return response{JSONRPC: "2.0", ID: req.ID, Result: result}
}

func text(s string) toolResult {
	return toolResult{Content: []map[string]string{{"type": "text", "text": s}}}
}

// listAgents passes on the failure of a helper of its own: its return
// counts as the tool's, as the helper's does.
func (s *Server) listAgents() (any, error) {
	agents, err := s.load()
	if err != nil {
		return nil, err
	}
	if len(agents) == 0 {
		return nil, errors.New("no agents registered")
	}
	return text(fmt.Sprint(len(agents))), nil
}

func (s *Server) load() (map[string]string, error) {
	b, err := os.ReadFile(s.path)
	if err != nil {
		return nil, fmt.Errorf("reading agents: %w", err)
	}
	agents := map[string]string{}
	if err := json.Unmarshal(b, &agents); err != nil {
		return nil, fmt.Errorf("agents file: %w", err)
	}
	return agents, nil
}

func (s *Server) getAgent(raw json.RawMessage) (any, error) {
	var args struct {
		Name string `json:"name"`
	}
	if err := json.Unmarshal(raw, &args); err != nil {
		return nil, fmt.Errorf("parsing arguments: %w", err)
	}
	agents, err := s.load()
	if err != nil {
		return nil, err
	}
	url, ok := agents[args.Name]
	if !ok {
		return nil, fmt.Errorf("agent %q not found", args.Name)
	}
	return text(url), nil
}
