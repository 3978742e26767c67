// Package safe is a hand-rolled server whose tools answer their failures
// with isError results: the dispatcher's error is only ever a malformed
// request, and the -32603 its caller writes for it carries no tool's
// failure.
package safe

import (
	"encoding/json"
	"fmt"
	"os"
)

type request struct {
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type callParams struct {
	Name      string         `json:"name"`
	Arguments map[string]any `json:"arguments"`
}

func handle(line string) (any, error) {
	var req request
	if err := json.Unmarshal([]byte(line), &req); err != nil {
		return nil, err
	}
	switch req.Method {
	case "tools/call":
		return handleToolCall(req.Params)
	}
	return nil, fmt.Errorf("unknown method %s", req.Method)
}

func handleToolCall(raw json.RawMessage) (any, error) {
	var p callParams
	if err := json.Unmarshal(raw, &p); err != nil {
		return nil, err
	}
	path, _ := p.Arguments["path"].(string)
	data, err := os.ReadFile(path)
	if err != nil {
		return map[string]any{"content": []any{map[string]any{"type": "text", "text": err.Error()}}, "isError": true}, nil
	}
	return map[string]any{"content": []any{map[string]any{"type": "text", "text": string(data)}}}, nil
}

func Serve(lines []string) []any {
	var out []any
	for _, l := range lines {
		resp, err := handle(l)
		if err != nil {
			out = append(out, map[string]any{"error": map[string]any{"code": -32603, "message": err.Error()}})
			continue
		}
		out = append(out, map[string]any{"result": resp})
	}
	return out
}
