// Package handrolled is a server without an SDK whose tools/call branch
// routes by tool name.
package handrolled

import "encoding/json"

type request struct {
	ID     int             `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type callParams struct {
	Name      string         `json:"name"`
	Arguments map[string]any `json:"arguments"`
}

type toolResult struct {
	Content []map[string]string `json:"content"`
	Failed  bool                `json:"isError,omitempty"`
}

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

var tools = map[string]func(map[string]any) string{}

func handle(req request) any {
	switch req.Method {
	case "tools/call":
		var p callParams
		if err := json.Unmarshal(req.Params, &p); err != nil {
			return rpcError{Code: -32602, Message: err.Error()}
		}
		fn, ok := tools[p.Name]
		if !ok {
			return toolResult{Failed: true, Content: []map[string]string{{"type": "text", "text": "unknown tool"}}} // want `tools/call dispatcher: a tool name that is not in the lookup table.*"code": -32602`
		}
		return toolResult{Content: []map[string]string{{"type": "text", "text": fn(p.Arguments)}}}
	case "tools/list":
		return []string{}
	}
	return nil
}

func handleMap(req request) any {
	if req.Method == "tools/call" {
		var p callParams
		_ = json.Unmarshal(req.Params, &p)
		switch p.Name {
		case "echo":
			return map[string]any{"content": []any{}}
		}
		return map[string]any{"isError": true, "content": []any{}} // want `tools/call dispatcher: a tool name that is not in the lookup table`
	}
	return nil
}

// handleGood answers an unknown tool with -32602 and an argument check
// with isError.
func handleGood(req request) any {
	if req.Method == "tools/call" {
		var p callParams
		_ = json.Unmarshal(req.Params, &p)
		fn, ok := tools[p.Name]
		if !ok {
			return rpcError{Code: -32602, Message: "Unknown tool: " + p.Name}
		}
		if _, ok := p.Arguments["text"]; !ok {
			return toolResult{Failed: true}
		}
		return toolResult{Content: []map[string]string{{"type": "text", "text": fn(p.Arguments)}}}
	}
	return nil
}

// handleGuard routes with a guard that returns for every other method.
func handleGuard(req request) any {
	if req.Method != "tools/call" {
		return rpcError{Code: -32601, Message: "method not found"}
	}
	var p callParams
	_ = json.Unmarshal(req.Params, &p)
	fn, ok := tools[p.Name]
	if !ok {
		return toolResult{Failed: true, Content: []map[string]string{{"type": "text", "text": "unknown tool"}}} // want `tools/call dispatcher: a tool name that is not in the lookup table`
	}
	return toolResult{Content: []map[string]string{{"type": "text", "text": fn(p.Arguments)}}}
}

// handleGuardArg has the same guard; the miss is an argument's, and
// isError is right for it.
func handleGuardArg(req request) any {
	if req.Method != "tools/call" {
		return nil
	}
	var p callParams
	_ = json.Unmarshal(req.Params, &p)
	if _, ok := p.Arguments["text"]; !ok {
		return toolResult{Failed: true}
	}
	return toolResult{}
}

var _, _, _, _, _ = handle, handleMap, handleGood, handleGuard, handleGuardArg
