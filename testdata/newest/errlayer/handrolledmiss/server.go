// Package handrolledmiss is a JSON-RPC server without an SDK whose
// tools/call branch turns an unknown tool name into an error first and
// answers that error, later, with an isError result.
package handrolledmiss

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
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

// handleLoose answers params that do not decode as if a tool had failed.
func handleLoose(req request) response {
	switch req.Method {
	case "tools/call":
		var p callParams
		if err := json.Unmarshal(req.Params, &p); err != nil {
			return response{JSONRPC: "2.0", ID: req.ID, Result: toolResult{IsError: true, Content: []map[string]any{{"type": "text", "text": "invalid params"}}}} // want `tools/call dispatcher: tools/call params that do not decode \(a malformed request\) are answered with an isError result`
		}
		data, err := callTool(p.Name, p.Arguments)
		if err != nil {
			return response{JSONRPC: "2.0", ID: req.ID, Result: toolResult{IsError: true, Content: []map[string]any{{"type": "text", "text": err.Error()}}}}
		}
		var opts struct{ Verbose bool }
		if err := json.Unmarshal([]byte(fmt.Sprint(data)), &opts); err != nil {
			// the tool's own output that does not decode: its failure
			return response{JSONRPC: "2.0", ID: req.ID, Result: toolResult{IsError: true, Content: []map[string]any{{"type": "text", "text": err.Error()}}}}
		}
		return response{JSONRPC: "2.0", ID: req.ID, Result: toolResult{Content: []map[string]any{{"type": "text", "text": fmt.Sprint(data)}}}}
	}
	return response{JSONRPC: "2.0", ID: req.ID, Error: map[string]any{"code": -32601, "message": "method not found"}}
}

func describe(table string) (string, error) {
	if table == "" {
		return "", errors.New("table is required")
	}
	cols := lookupColumns(table)
	if len(cols) == 0 {
		return fmt.Sprintf("Table %q not found or has no columns.", table), nil // want `tool "describe": the failure "Table %q not found or has no columns." goes back as the tool's text with a nil error`
	}
	return fmt.Sprint(cols), nil
}

func tables() (string, error) {
	names := lookupColumns("*")
	if len(names) == 0 {
		return "No tables found.", nil // an empty answer, not a failure
	}
	return fmt.Sprint(names), nil
}

func lookupColumns(table string) []string { return nil }

// runText runs the tool it is passed the name of; the tools answer text.
func runText(name string, args map[string]any) (string, error) {
	table, _ := args["table"].(string)
	switch name {
	case "describe":
		return describe(table)
	case "tables":
		return tables()
	case "version":
		if table != "" {
			return "Could not read a version for one table.", nil // want `tool "version": the failure "Could not read a version for one table." goes back as the tool's text`
		}
		return "1.0", nil
	}
	return "", fmt.Errorf("unknown tool %q", name) // want `tools/call dispatcher: a tool name that is not in the lookup table becomes an error that is answered with an isError result`
}

func handleText(req request) response {
	switch req.Method {
	case "tools/call":
		var p callParams
		if err := json.Unmarshal(req.Params, &p); err != nil {
			return response{JSONRPC: "2.0", ID: req.ID, Error: map[string]any{"code": -32602, "message": "invalid params"}}
		}
		out, err := runText(p.Name, p.Arguments)
		if err != nil {
			return response{JSONRPC: "2.0", ID: req.ID, Result: toolResult{IsError: true, Content: []map[string]any{{"type": "text", "text": err.Error()}}}}
		}
		return response{JSONRPC: "2.0", ID: req.ID, Result: toolResult{Content: []map[string]any{{"type": "text", "text": out}}}}
	}
	return response{JSONRPC: "2.0", ID: req.ID, Error: map[string]any{"code": -32601, "message": "method not found"}}
}

// serveHTTP answers every error after its method switch with http.Error.
func serveHTTP(w http.ResponseWriter, r *http.Request) {
	var req request
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "invalid JSON", http.StatusBadRequest)
		return
	}
	var result any
	var err error
	switch req.Method {
	case "tools/list":
		result = map[string]any{"tools": []any{}}
	case "tools/call":
		var p callParams
		if err := json.Unmarshal(req.Params, &p); err != nil {
			http.Error(w, "invalid params", http.StatusBadRequest)
			return
		}
		result, err = callHTTPTool(p.Name, p.Arguments)
	default:
		http.Error(w, "unknown method", http.StatusBadRequest)
		return
	}
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	json.NewEncoder(w).Encode(response{JSONRPC: "2.0", ID: req.ID, Result: result})
}

func callHTTPTool(name string, args map[string]any) (any, error) {
	switch name {
	case "get_tags":
		return toolResult{Content: []map[string]any{{"type": "text", "text": "v1"}}}, nil
	default:
		return nil, fmt.Errorf("unknown tool: %s", name) // want `tools/call dispatcher: a tool name that is not in the lookup table becomes an error that is answered with http.Error`
	}
}
