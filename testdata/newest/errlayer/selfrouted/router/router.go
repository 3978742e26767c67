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
	// An unknown method is Method not found.
	return proto.ErrResponse(req.ID, proto.ErrCodeNotFound, req.Method)
}
