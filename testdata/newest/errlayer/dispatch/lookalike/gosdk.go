package lookalike

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

type upstream struct {
	tools   map[string]json.RawMessage // tool name -> cached schema
	perms   map[string]bool            // tool name -> allowed for this user
	actions map[string]func() string
	fetch   func(ctx context.Context, name string) (json.RawMessage, error)
}

func errText(s string) *gosdk.CallToolResult {
	return &gosdk.CallToolResult{IsError: true, Content: []gosdk.Content{&gosdk.TextContent{Text: s}}}
}

// rawAction: the raw handler routes on an "action" argument.
func (u *upstream) rawAction(ctx context.Context, req *gosdk.CallToolRequest) (*gosdk.CallToolResult, error) {
	var args struct {
		Action string `json:"action"`
	}
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return errText("arguments: " + err.Error()), nil
	}
	do, ok := u.actions[args.Action]
	if !ok {
		return errText(fmt.Sprintf("unknown action %q", args.Action)), nil
	}
	return &gosdk.CallToolResult{Content: []gosdk.Content{&gosdk.TextContent{Text: do()}}}, nil
}

// rawSchema: a cache of upstream schemas keyed by tool name; a miss
// fetches, and only the fetch's failure is isError.
func (u *upstream) rawSchema(ctx context.Context, req *gosdk.CallToolRequest) (*gosdk.CallToolResult, error) {
	schema, ok := u.tools[req.Params.Name]
	if !ok {
		s, err := u.fetch(ctx, req.Params.Name)
		if err != nil {
			return errText("fetching schema: " + err.Error()), nil
		}
		schema = s
	}
	return &gosdk.CallToolResult{Content: []gosdk.Content{&gosdk.TextContent{Text: string(schema)}}}, nil
}

// rawPerm: the tool exists, the user may not call it (business).
func (u *upstream) rawPerm(ctx context.Context, req *gosdk.CallToolRequest) (*gosdk.CallToolResult, error) {
	if allowed, ok := u.perms[req.Params.Name]; !ok || !allowed {
		return errText("permission denied: ask an administrator to grant access"), nil
	}
	return &gosdk.CallToolResult{}, nil
}

type ActionIn struct {
	Action string `json:"action"`
}

// typedAction: a typed handler shared by tools, routing on an argument;
// a lookup miss of the argument is a business error.
func (u *upstream) typedAction(ctx context.Context, req *gosdk.CallToolRequest, in ActionIn) (*gosdk.CallToolResult, any, error) {
	do := u.actions[in.Action]
	if do == nil {
		res := &gosdk.CallToolResult{}
		res.SetError(fmt.Errorf("action %q not found", in.Action))
		return res, nil, nil
	}
	return &gosdk.CallToolResult{Content: []gosdk.Content{&gosdk.TextContent{Text: do()}}}, nil, nil
}

// typedPerm: the typed handler's own name looked up in a permission map.
func (u *upstream) typedPerm(ctx context.Context, req *gosdk.CallToolRequest, in ActionIn) (*gosdk.CallToolResult, any, error) {
	if !u.perms[req.Params.Name] {
		return errText("not allowed for this user"), nil, nil
	}
	return &gosdk.CallToolResult{}, nil, nil
}

// adminOff is receiving middleware with an allow-list from configuration.
// The tool is registered and listed: refusing it is policy, and isError
// lets the model tell the user.
func adminOff(enabled map[string]bool) gosdk.Middleware {
	return func(next gosdk.MethodHandler) gosdk.MethodHandler {
		return func(ctx context.Context, method string, req gosdk.Request) (gosdk.Result, error) {
			r, ok := req.(*gosdk.CallToolRequest)
			if !ok {
				return next(ctx, method, req)
			}
			if !enabled[r.Params.Name] {
				return errText("tool disabled by administrator"), nil
			}
			return next(ctx, method, req)
		}
	}
}

// cacheMW caches results by tool name; a miss calls the handler.
func cacheMW(cache map[string]gosdk.Result) gosdk.Middleware {
	return func(next gosdk.MethodHandler) gosdk.MethodHandler {
		return func(ctx context.Context, method string, req gosdk.Request) (gosdk.Result, error) {
			r, ok := req.(*gosdk.CallToolRequest)
			if !ok {
				return next(ctx, method, req)
			}
			if res, ok := cache[r.Params.Name]; ok {
				return res, nil
			}
			res, err := next(ctx, method, req)
			if err != nil {
				return errText("upstream not found: " + err.Error()), nil
			}
			cache[r.Params.Name] = res
			return res, nil
		}
	}
}

// goodUnknown answers a real unknown tool with -32602 and a disabled
// one with isError.
func goodUnknown(tools, off map[string]bool) gosdk.Middleware {
	return func(next gosdk.MethodHandler) gosdk.MethodHandler {
		return func(ctx context.Context, method string, req gosdk.Request) (gosdk.Result, error) {
			if r, ok := req.(*gosdk.CallToolRequest); ok {
				if !tools[r.Params.Name] {
					return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "unknown tool " + r.Params.Name}
				}
				if off[r.Params.Name] {
					return errText("tool not available: disabled by administrator"), nil
				}
			}
			return next(ctx, method, req)
		}
	}
}

func SetupGoSDK(names []string) {
	u := &upstream{}
	s := gosdk.NewServer(&gosdk.Implementation{Name: "l", Version: "1"}, nil)
	for _, n := range names {
		s.AddTool(&gosdk.Tool{Name: n + "_a", InputSchema: json.RawMessage(`{"type":"object"}`)}, u.rawAction)
		s.AddTool(&gosdk.Tool{Name: n + "_s", InputSchema: json.RawMessage(`{"type":"object"}`)}, u.rawSchema)
		s.AddTool(&gosdk.Tool{Name: n + "_p", InputSchema: json.RawMessage(`{"type":"object"}`)}, u.rawPerm)
		gosdk.AddTool(s, &gosdk.Tool{Name: n + "_ta"}, u.typedAction)
		gosdk.AddTool(s, &gosdk.Tool{Name: n + "_tp"}, u.typedPerm)
	}
}

// SetupMiddleware is on another server than SetupGoSDK.
func SetupMiddleware() {
	s := gosdk.NewServer(&gosdk.Implementation{Name: "m", Version: "1"}, nil)
	s.AddReceivingMiddleware(adminOff(nil), cacheMW(nil), goodUnknown(nil, nil))
}
