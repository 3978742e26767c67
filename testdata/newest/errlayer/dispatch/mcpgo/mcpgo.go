// Package mcpgo holds mcp-go handlers that route tools/call by tool
// name themselves (kubectl-ai's shared handler).
package mcpgo

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type tool interface {
	Run(ctx context.Context, args map[string]any) (string, error)
}

type registry struct{ byName map[string]tool }

func (r *registry) Lookup(name string) tool { return r.byName[name] }

type proxy struct {
	tools *registry
	table map[string]tool
}

// call is kubectl-ai's shape: a lookup that returns on a hit, then an
// isError result for the miss.
func (p *proxy) call(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	toolName := req.Params.Name
	if t := p.tools.Lookup(toolName); t != nil {
		out, err := t.Run(ctx, req.GetArguments())
		if err != nil {
			return mcp.NewToolResultErrorFromErr("run failed", err), nil
		}
		return mcp.NewToolResultText(out), nil
	}
	return &mcp.CallToolResult{ // want `tool handler: a tool name that is not in the lookup table is answered with an isError result.*mcp-go sends an error returned by a handler as -32603`
		IsError: true,
		Content: []mcp.Content{mcp.TextContent{Type: "text", Text: fmt.Sprintf("tool %q not found", toolName)}},
	}, nil
}

// table uses a map with comma-ok.
func (p *proxy) tableCall(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	t, ok := p.table[req.Params.Name]
	if !ok {
		return mcp.NewToolResultError("no such tool"), nil // want `tool handler: a tool name that is not in the lookup table`
	}
	out, err := t.Run(ctx, req.GetArguments())
	if err != nil {
		return mcp.NewToolResultErrorFromErr("run failed", err), nil
	}
	return mcp.NewToolResultText(out), nil
}

// switched routes with a switch on the tool name. Not reported: mcp-go
// matched the name to a registered tool before calling the handler, and
// both registered names ("a", "b") have a case, so the default cannot run
// (stokaro/dev-postgres-mcp's HandleTool).
func switched(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "a":
		return mcp.NewToolResultText("a"), nil
	case "b":
		return mcp.NewToolResultText("b"), nil
	default:
		return mcp.NewToolResultErrorf("unknown tool %s", req.Params.Name), nil
	}
}

// protocolMiss answers the miss with an error: -32603, the best mcp-go
// lets a handler send. Not reported, by this rule or by rule 1.
func (p *proxy) protocolMiss(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	t, ok := p.table[req.Params.Name]
	if !ok {
		return nil, fmt.Errorf("unknown tool %q", req.Params.Name)
	}
	out, err := t.Run(ctx, req.GetArguments())
	if err != nil {
		return mcp.NewToolResultErrorFromErr("run failed", err), nil
	}
	return mcp.NewToolResultText(out), nil
}

// single serves one tool; its switch is over an argument: input
// validation, for which isError is right.
func single(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	action := req.GetString("action", "")
	switch action {
	case "list":
		return mcp.NewToolResultText("listed"), nil
	default:
		return mcp.NewToolResultErrorf("unknown action %q", action), nil
	}
}

// subCommands serves several tools but looks up an argument, not the
// tool name: input validation.
func (p *proxy) subCommands(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	t, ok := p.table[req.GetString("command", "")]
	if !ok {
		return mcp.NewToolResultError("unknown command"), nil
	}
	out, _ := t.Run(ctx, nil)
	return mcp.NewToolResultText(out), nil
}

// ownName serves a single tool: a lookup of its own name cannot miss.
func (p *proxy) ownName(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, ok := p.table[req.Params.Name]; !ok {
		return mcp.NewToolResultError("tool not found"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func SetupMCPGo(names []string) {
	p := &proxy{}
	s := server.NewMCPServer("d", "1")
	for _, n := range names {
		s.AddTool(mcp.NewTool(n), p.call)
		s.AddTool(mcp.NewTool(n+"_t"), p.tableCall)
		s.AddTool(mcp.NewTool(n+"_p"), p.protocolMiss)
		s.AddTool(mcp.NewTool(n+"_s"), p.subCommands)
	}
	s.AddTool(mcp.NewTool("a"), switched)
	s.AddTool(mcp.NewTool("b"), switched)
	s.AddTool(mcp.NewTool("single"), single)
	s.AddTool(mcp.NewTool("own"), p.ownName)
}
