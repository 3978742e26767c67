// Package prompt answers prompts/get, whose params have a name and
// arguments too: it is no tools/call branch, and its codes are not judged
// as one's.
package prompt

import (
	"encoding/json"

	"fixtures/errlayer/selfrouted/proto"
)

// DispatchGet answers prompts/get.
func DispatchGet(req proto.Request) *proto.Response {
	var params proto.GetPromptParams
	if err := json.Unmarshal(req.Params, &params); err != nil {
		return &proto.Response{ID: req.ID, Error: &proto.RPCError{Code: -32602, Message: "invalid params"}}
	}
	switch params.Name {
	case "greet":
		return &proto.Response{ID: req.ID, Result: map[string]any{"messages": []any{}}}
	default:
		return &proto.Response{ID: req.ID, Error: &proto.RPCError{Code: -32601, Message: "Method not found"}}
	}
}
