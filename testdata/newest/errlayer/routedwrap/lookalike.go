package routedwrap

import (
	"context"
	"encoding/json"
)

// Other routes tools/call through a wrapper that answers by itself on
// failure (it turns every error response into an isError result), so the
// wrapped function's JSON-RPC error never goes out: not followed.
type Other struct {
	router   *Router
	registry *Registry
}

type toolResult struct {
	Content []map[string]string `json:"content"`
	IsError bool                `json:"isError"`
}

func (o *Other) asResult(fn Handler) Handler {
	return func(ctx context.Context, req Request) Response {
		resp := fn(ctx, req)
		if resp.Error != nil {
			return success(req.ID, toolResult{Content: []map[string]string{{"type": "text", "text": resp.Error.Message}}, IsError: true})
		}
		return resp
	}
}

func (o *Other) Routes() {
	o.router.RegisterRequest("tools/call", o.asResult(o.handleCallTool))
}

func (o *Other) handleCallTool(ctx context.Context, req Request) Response {
	var p struct {
		Name      string          `json:"name"`
		Arguments json.RawMessage `json:"arguments"`
	}
	if err := json.Unmarshal(req.Params, &p); err != nil {
		return errorResponse(req.ID, -32602, "invalid params")
	}
	result, err := o.registry.Execute(ctx, p.Name, p.Arguments)
	if err != nil {
		return errorResponse(req.ID, internalError, err.Error())
	}
	return success(req.ID, result)
}
