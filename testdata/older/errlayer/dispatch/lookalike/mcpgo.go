// Package lookalike holds correct code that looks like a dispatch failure
// answered with isError: nothing here is reported.
package lookalike

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type runner func(ctx context.Context, args map[string]any) (string, error)

type hub struct {
	routes   map[string]runner
	extra    map[string]runner
	allowed  map[string]bool     // per-user permissions, keyed by tool name
	grants   map[string][]string // tool name -> roles
	cache    map[string]string   // tool name -> cached answer
	disabled map[string]bool     // tools an administrator switched off
	fallback runner
}

// resource looks up an argument (a resource name), not the tool name.
func (h *hub) resource(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("resource", "")
	r, ok := h.routes[name]
	if !ok {
		return mcp.NewToolResultErrorf("unknown resource %q", name), nil
	}
	out, err := r(ctx, req.GetArguments())
	if err != nil {
		return mcp.NewToolResultErrorFromErr("read failed", err), nil
	}
	return mcp.NewToolResultText(out), nil
}

// permission: the tool exists, this user may not call it. A business
// failure: isError lets the model tell the user.
func (h *hub) permission(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !h.allowed[req.Params.Name] {
		return mcp.NewToolResultError("you do not have permission to use this tool"), nil
	}
	if _, ok := h.grants[req.Params.Name]; !ok {
		return mcp.NewToolResultErrorf("tool %s is not allowed for your role", req.Params.Name), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// cached: a cache miss triggers a fetch; only a failed fetch is isError.
func (h *hub) cached(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, ok := h.cache[req.Params.Name]
	if !ok {
		var err error
		out, err = h.fallback(ctx, req.GetArguments())
		if err != nil {
			return mcp.NewToolResultErrorFromErr("upstream failed", err), nil
		}
		h.cache[req.Params.Name] = out
	}
	return mcp.NewToolResultText(out), nil
}

// cachedEarly returns a hit first, then fetches: the isError after the
// `if ok { return }` is the fetch's failure.
func (h *hub) cachedEarly(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if out, ok := h.cache[req.Params.Name]; ok {
		return mcp.NewToolResultText(out), nil
	}
	out, err := h.fallback(ctx, req.GetArguments())
	if err != nil {
		return mcp.NewToolResultErrorFromErr("upstream failed", err), nil
	}
	return mcp.NewToolResultText(out), nil
}

// twoTables: a miss in the first table falls through to a second that
// serves the call; only an error of the run is isError.
func (h *hub) twoTables(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	r, ok := h.routes[req.Params.Name]
	if !ok {
		r, ok = h.extra[req.Params.Name]
		if !ok {
			return nil, fmt.Errorf("unknown tool %q", req.Params.Name)
		}
	}
	out, err := r(ctx, req.GetArguments())
	if err != nil {
		return mcp.NewToolResultErrorFromErr("run failed", err), nil
	}
	return mcp.NewToolResultText(out), nil
}

// delegate: the default of a switch on the tool name hands the call on.
func (h *hub) delegate(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "ping":
		return mcp.NewToolResultText("pong"), nil
	default:
		return h.generic(ctx, req)
	}
}

func (h *hub) generic(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("q", "") == "" {
		return mcp.NewToolResultError("q is required"), nil
	}
	return mcp.NewToolResultText("done"), nil
}

// assertion: `if !ok` after a type assertion, not a lookup.
func (h *hub) assertion(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v := h.routes[req.Params.Name]
	args := req.GetArguments()
	q, ok := args["query"].(string)
	if !ok {
		return mcp.NewToolResultError("query must be a string"), nil
	}
	if v == nil {
		return nil, fmt.Errorf("unknown tool %q", req.Params.Name)
	}
	out, err := v(ctx, map[string]any{"query": q})
	if err != nil {
		return mcp.NewToolResultErrorFromErr("run failed", err), nil
	}
	return mcp.NewToolResultText(out), nil
}

// disabledByAdmin: the tool is listed and known; an administrator switched
// it off. A business failure (the model can tell the user), not an
// unknown tool.
func (h *hub) disabledByAdmin(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if h.disabled[req.Params.Name] {
		return mcp.NewToolResultError("tool disabled by administrator"), nil
	}
	if _, ok := h.allowed[req.Params.Name]; !ok {
		return mcp.NewToolResultError("tool disabled by administrator"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// shadowed: the name is shadowed by an argument before the lookup.
func (h *hub) shadowed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.Params.Name
	if strings.HasPrefix(name, "db_") {
		name := req.GetString("table", "")
		if _, ok := h.routes[name]; !ok {
			return mcp.NewToolResultErrorf("no such table %q", name), nil
		}
	}
	return mcp.NewToolResultText(name), nil
}

// reassigned: the variable first holds the tool name, then an argument.
func (h *hub) reassigned(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	key := req.Params.Name
	key = req.GetString("key", key)
	if _, ok := h.routes[key]; !ok {
		return mcp.NewToolResultErrorf("key %q not found", key), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// hinted: the miss suggests a close tool name, and only a failed upstream
// call below it is isError.
func (h *hub) hinted(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	r, ok := h.routes[req.Params.Name]
	if !ok {
		if _, err := h.fallback(ctx, nil); err != nil {
			return mcp.NewToolResultErrorFromErr("fallback failed", err), nil
		}
		return nil, errors.New("unknown tool")
	}
	out, _ := r(ctx, nil)
	return mcp.NewToolResultText(out), nil
}

func SetupMCPGo(names []string) {
	h := &hub{}
	s := server.NewMCPServer("l", "1")
	for _, n := range names {
		s.AddTool(mcp.NewTool(n+"_r"), h.resource)
		s.AddTool(mcp.NewTool(n+"_p"), h.permission)
		s.AddTool(mcp.NewTool(n+"_c"), h.cached)
		s.AddTool(mcp.NewTool(n+"_ce"), h.cachedEarly)
		s.AddTool(mcp.NewTool(n+"_2"), h.twoTables)
		s.AddTool(mcp.NewTool(n+"_d"), h.delegate)
		s.AddTool(mcp.NewTool(n+"_a"), h.assertion)
		s.AddTool(mcp.NewTool(n+"_x"), h.disabledByAdmin)
		s.AddTool(mcp.NewTool(n+"_s"), h.shadowed)
		s.AddTool(mcp.NewTool(n+"_k"), h.reassigned)
		s.AddTool(mcp.NewTool(n+"_h"), h.hinted)
	}
	// A loop over one constant name: still one tool.
	for _, n := range []string{"only"} {
		s.AddTool(mcp.NewTool(n), h.permission)
	}
}
