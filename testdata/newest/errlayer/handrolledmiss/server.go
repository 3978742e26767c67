// Package handrolledmiss is a JSON-RPC server without an SDK whose
// tools/call branch turns an unknown tool name into an error first and
// answers that error, later, with an isError result.
package handrolledmiss

import (
	"encoding/json"
	"errors"
	"fmt"
)

type request struct {
	ID     any             `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type callParams struct {
	Name      string         `json:"name"`
	Arguments map[string]any `json:"arguments"`
}

type toolResult struct {
	Content []map[string]any `json:"content"`
	IsError bool             `json:"isError,omitempty"`
}

type response struct {
	JSONRPC string `json:"jsonrpc"`
	ID      any    `json:"id"`
	Result  any    `json:"result,omitempty"`
	Error   any    `json:"error,omitempty"`
}

func tags(url string) (any, error)   { return nil, errors.New("upstream down") }
func readme(url string) (any, error) { return "readme", nil }

// handle sets err in the switch's default and answers every err alike.
func handle(req request) response {
	var result any
	switch req.Method {
	case "tools/list":
		result = map[string]any{"tools": []any{}}
	case "tools/call":
		var p callParams
		if err := json.Unmarshal(req.Params, &p); err != nil {
			return response{JSONRPC: "2.0", ID: req.ID, Error: map[string]any{"code": -32602, "message": "invalid params"}}
		}
		url, _ := p.Arguments["url"].(string)
		var data any
		var err error
		switch p.Name {
		case "get_tags":
			data, err = tags(url)
		case "get_readme":
			data, err = readme(url)
		default:
			err = fmt.Errorf("tool %q not found", p.Name) // want `tools/call dispatcher: a tool name that is not in the lookup table becomes an error that is answered with an isError result`
		}
		if err != nil {
			result = toolResult{IsError: true, Content: []map[string]any{{"type": "text", "text": err.Error()}}}
		} else {
			b, _ := json.Marshal(data)
			result = toolResult{Content: []map[string]any{{"type": "text", "text": string(b)}}}
		}
	default:
		return response{JSONRPC: "2.0", ID: req.ID, Error: map[string]any{"code": -32601, "message": "method not found"}}
	}
	return response{JSONRPC: "2.0", ID: req.ID, Result: result}
}

// callTool runs the tool it is passed the name of.
func callTool(name string, args map[string]any) (any, error) {
	url, _ := args["url"].(string)
	switch name {
	case "get_tags":
		return tags(url)
	case "get_readme":
		return readme(url)
	default:
		return nil, fmt.Errorf("unknown tool: %s", name) // want `tools/call dispatcher: a tool name that is not in the lookup table becomes an error that is answered with an isError result`
	}
}

// handleCall hands the name to callTool and answers its error.
func handleCall(req request) response {
	switch req.Method {
	case "tools/call":
		var p callParams
		if err := json.Unmarshal(req.Params, &p); err != nil {
			return response{JSONRPC: "2.0", ID: req.ID, Error: map[string]any{"code": -32602, "message": "invalid params"}}
		}
		data, err := callTool(p.Name, p.Arguments)
		if err != nil {
			return response{JSONRPC: "2.0", ID: req.ID, Result: toolResult{IsError: true, Content: []map[string]any{{"type": "text", "text": err.Error()}}}}
		}
		return response{JSONRPC: "2.0", ID: req.ID, Result: toolResult{Content: []map[string]any{{"type": "text", "text": fmt.Sprint(data)}}}}
	}
	return response{JSONRPC: "2.0", ID: req.ID, Error: map[string]any{"code": -32601, "message": "method not found"}}
}

// handleChecked answers an unknown name with a JSON-RPC error before
// any tool runs: the err its isError result reports is a tool's failure.
func handleChecked(req request) response {
	switch req.Method {
	case "tools/call":
		var p callParams
		if err := json.Unmarshal(req.Params, &p); err != nil {
			return response{JSONRPC: "2.0", ID: req.ID, Error: map[string]any{"code": -32602, "message": "invalid params"}}
		}
		var data any
		var err error
		switch p.Name {
		case "get_tags":
			data, err = tags("")
		case "get_readme":
			data, err = readme("")
		default:
			return response{JSONRPC: "2.0", ID: req.ID, Error: map[string]any{"code": -32602, "message": "unknown tool " + p.Name}}
		}
		if err != nil {
			return response{JSONRPC: "2.0", ID: req.ID, Result: toolResult{IsError: true, Content: []map[string]any{{"type": "text", "text": err.Error()}}}}
		}
		return response{JSONRPC: "2.0", ID: req.ID, Result: toolResult{Content: []map[string]any{{"type": "text", "text": fmt.Sprint(data)}}}}
	}
	return response{JSONRPC: "2.0", ID: req.ID, Error: map[string]any{"code": -32601, "message": "method not found"}}
}
