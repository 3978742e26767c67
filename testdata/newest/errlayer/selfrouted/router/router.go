// Package router routes by method, with the method names of package proto.
package router

import (
	"fixtures/errlayer/selfrouted/prompt"
	"fixtures/errlayer/selfrouted/proto"
	"fixtures/errlayer/selfrouted/tool"
)

// Do answers one request.
func Do(req proto.Request) *proto.Response {
	switch req.Method {
	case proto.MethodToolCall:
		return tool.DispatchCall(req)
	case proto.MethodPromptGet:
		return prompt.DispatchGet(req)
	}
	return &proto.Response{ID: req.ID, Error: &proto.RPCError{Code: -32601, Message: "method not found"}}
}
