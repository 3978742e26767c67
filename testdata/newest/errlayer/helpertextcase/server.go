// Package helpertextcase is a hand-rolled JSON-RPC server whose tools are
// the cases of a switch that returns an API client's (string, error)
// straight through; the client, of another package, answers a tag it
// does not find with a text and a nil error.
package helpertextcase

import (
	"encoding/json"
	"net/http"

	"fixtures/errlayer/helpertextpkg/client"
)

type request struct {
	ID     any            `json:"id"`
	Method string         `json:"method"`
	Params map[string]any `json:"params"`
}

type content struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

type toolResult struct {
	Content []content `json:"content"`
	IsError bool      `json:"isError"`
}

var cl client.Client

func handle(w http.ResponseWriter, r *http.Request) {
	var req request
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	var result any
	switch req.Method {
	case "tools/list":
		result = map[string]any{"tools": []any{}}
	case "tools/call":
		name, _ := req.Params["name"].(string)
		args, _ := req.Params["arguments"].(map[string]any)
		text, err := executeTool(name, args)
		if err != nil {
			result = toolResult{Content: []content{{Type: "text", Text: err.Error()}}, IsError: true}
		} else {
			result = toolResult{Content: []content{{Type: "text", Text: text}}}
		}
	default:
		json.NewEncoder(w).Encode(map[string]any{"jsonrpc": "2.0", "id": req.ID, "error": map[string]any{"code": -32601, "message": "method not found"}})
		return
	}
	json.NewEncoder(w).Encode(map[string]any{"jsonrpc": "2.0", "id": req.ID, "result": result})
}

func executeTool(name string, args map[string]any) (string, error) {
	switch name {
	case "get_tag":
		tag, _ := args["tag"].(string)
		return cl.GetTag(tag) // want `tool "get_tag": GetTag answers the failure "Tag not found" \(client.go:\d+\) with a nil error, and the case returns it as the tool's text`
	case "describe":
		return cl.Describe() // the same text on every call: its answer, not a failure
	}
	return "", nil
}
