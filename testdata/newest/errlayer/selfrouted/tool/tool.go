// Package tool runs tools/call for a router in another package that
// imports it: the function decodes tools/call's params and routes on the
// tool's name, and that says what it is.
package tool

import (
	"encoding/json"

	"fixtures/errlayer/selfrouted/proto"
)

func text(id json.RawMessage, s string) *proto.Response {
	return &proto.Response{ID: id, Result: map[string]any{"content": []map[string]any{{"type": "text", "text": s}}}}
}

var messages = map[string]string{"unknown": "Method not found"}

// DispatchCall answers tools/call.
func DispatchCall(req proto.Request) *proto.Response {
	var params proto.CallToolParams
	if err := json.Unmarshal(req.Params, &params); err != nil {
		return &proto.Response{ID: req.ID, Error: &proto.RPCError{Code: -32602, Message: "invalid params"}}
	}
	switch params.Name {
	case "status":
		return text(req.ID, "ok")
	case "version":
		return text(req.ID, "1.0")
	case "search", "find":
		if _, ok := params.Arguments["query"]; !ok {
			return proto.ErrResponse(req.ID, -32602, "query is required")
		}
		return text(req.ID, "found")
	default:
		// An unknown tool answered by the helper of package proto, with a
		// message that says nothing: the switch's miss says it.
		return proto.ErrResponse(req.ID, proto.ErrCodeNotFound, messages["unknown"]) // want `JSON-RPC error code -32601`
	}
}
