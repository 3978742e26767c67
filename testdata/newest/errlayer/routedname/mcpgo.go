// Package routedname: every SDK matches a tools/call request's name
// against the registered tools before it calls the handler, so a
// handler's req.Params.Name is a name the server registered. A parse of
// it fails only on a name the server built wrong (MCPJungle's gateway
// splits "server/tool" names it registered itself): a server error,
// which stays a JSON-RPC error. Lookalikes that the request, a policy
// table or the world can make fail are still reported.
package routedname

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

const sep = "/"

// splitName is a parser of the name string alone.
func splitName(name string) (string, string, bool) {
	return strings.Cut(name, sep)
}

// parseName is the same parser, failing with an error.
func parseName(name string) (string, string, error) {
	s, t, ok := splitName(name)
	if !ok {
		return "", "", fmt.Errorf("tool name %q has no %s separator", name, sep)
	}
	return s, t, nil
}

// serverOf is a parser returning only a value.
func serverOf(name string) string {
	s, _, _ := splitName(name)
	return s
}

// kinds is policy: which tools the deployment enables.
var kinds = map[string]string{"db/query": "read"}

// kindOf reads a package-level table: not a parser of the name.
func kindOf(name string) (string, bool) {
	k, ok := kinds[name]
	return k, ok
}

type gateway struct {
	enabled map[string]bool
	db      interface {
		Backend(server string) (string, error)
	}
}

// allowed is pure but reads the receiver's policy table.
func (g *gateway) allowed(name string) bool { return g.enabled[name] }

// proxy is MCPJungle's shape: the routed name split on its separator.
func (g *gateway) proxy(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := request.Params.Name
	serverName, toolName, ok := splitName(name)
	if !ok {
		return nil, fmt.Errorf("invalid input: tool name does not contain a %s separator", sep)
	}
	if _, _, err := parseName(request.Params.Name); err != nil {
		return nil, fmt.Errorf("bad tool name: %w", err)
	}
	if parts := strings.Split(request.Params.Name, sep); len(parts) != 2 || parts[0] == "" {
		return nil, errors.New("tool name is not <server>/<tool>")
	}
	if srv := serverOf(name); srv == "" {
		return nil, errors.New("tool name has no server")
	}
	backend, err := g.db.Backend(serverName)
	if err != nil {
		return nil, fmt.Errorf("failed to look up %s: %w", serverName, err) // want `mcp-go sends this error as a JSON-RPC error -32603`
	}
	// Changing the name after the parse does not change what was parsed.
	request.Params.Name = toolName
	return mcp.NewToolResultText(backend), nil
}

// fromArgument parses an argument with the same parser: input validation.
func (g *gateway) fromArgument(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, _, ok := splitName(request.GetString("target", "")); !ok {
		return nil, fmt.Errorf("target has no %s separator", sep) // want `mcp-go sends this error as a JSON-RPC error -32603`
	}
	if _, _, err := parseName(request.GetString("target", "")); err != nil {
		return nil, err // want `mcp-go sends this error as a JSON-RPC error -32603`
	}
	return mcp.NewToolResultText("ok"), nil
}

// policy: tables keyed by the tool name hold policy the model should read.
func (g *gateway) policy(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !g.allowed(request.Params.Name) {
		return nil, errors.New("tool disabled by administrator") // want `mcp-go sends this error as a JSON-RPC error -32603`
	}
	if _, ok := kindOf(request.Params.Name); !ok {
		return nil, errors.New("tool not enabled for this workspace") // want `mcp-go sends this error as a JSON-RPC error -32603`
	}
	return mcp.NewToolResultText("ok"), nil
}

// byName branches on what the name is, not on a failed parse: refusing
// a class of tools is a policy the model should read.
func (g *gateway) byName(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if request.Params.Name == "db/drop" {
		return nil, errors.New("drop is disabled in read-only mode") // want `mcp-go sends this error as a JSON-RPC error -32603`
	}
	if strings.HasPrefix(request.Params.Name, "admin/") {
		return nil, errors.New("admin tools need an admin token") // want `mcp-go sends this error as a JSON-RPC error -32603`
	}
	if srv := serverOf(request.Params.Name); srv == "legacy" {
		return nil, errors.New("the legacy server is read-only") // want `mcp-go sends this error as a JSON-RPC error -32603`
	}
	if _, tool, ok := splitName(request.Params.Name); ok && tool == "" {
		return nil, errors.New("empty tool") // want `mcp-go sends this error as a JSON-RPC error -32603`
	}
	return mcp.NewToolResultText("ok"), nil
}

// renamed: the handler sets the name from an argument before parsing it.
func (g *gateway) renamed(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	request.Params.Name = request.GetString("target", "")
	if _, _, ok := splitName(request.Params.Name); !ok {
		return nil, fmt.Errorf("target has no %s separator", sep) // want `mcp-go sends this error as a JSON-RPC error -32603`
	}
	return mcp.NewToolResultText("ok"), nil
}

// wrapsUpstream: under the name guard, but the error is an upstream one.
func (g *gateway) wrapsUpstream(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, _, ok := splitName(request.Params.Name); !ok {
		_, err := g.db.Backend(request.Params.Name)
		return nil, fmt.Errorf("no backend: %w", err) // want `mcp-go sends this error as a JSON-RPC error -32603`
	}
	return mcp.NewToolResultText("ok"), nil
}

// callTool also serves the package's own meta-tool, which calls it with a
// name the model chose: the name is not routed by the SDK there.
func (g *gateway) callTool(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, _, ok := splitName(request.Params.Name); !ok {
		return nil, fmt.Errorf("tool name has no %s separator", sep) // want `mcp-go sends this error as a JSON-RPC error -32603`
	}
	return mcp.NewToolResultText("ok"), nil
}

func (g *gateway) meta(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	inner := mcp.CallToolRequest{}
	inner.Params.Name = request.GetString("tool", "")
	return g.callTool(ctx, inner) // want `tool "call_tool": mcp-go sends this error as a JSON-RPC error -32603 \(from callTool\)`
}

func Setup(names []string) {
	g := &gateway{}
	s := server.NewMCPServer("gw", "1")
	for _, n := range names {
		s.AddTool(mcp.NewTool("db"+sep+n), g.proxy)
		s.AddTool(mcp.NewTool("arg_"+n), g.fromArgument)
		s.AddTool(mcp.NewTool("policy_"+n), g.policy)
		s.AddTool(mcp.NewTool("renamed_"+n), g.renamed)
		s.AddTool(mcp.NewTool("by_name_"+n), g.byName)
		s.AddTool(mcp.NewTool("wraps_"+n), g.wrapsUpstream)
		s.AddTool(mcp.NewTool("db"+sep+n+"_call"), g.callTool)
	}
	s.AddTool(mcp.NewTool("call_tool"), g.meta)
	s.AddTool(mcp.NewTool("lit"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, _, ok := strings.Cut(req.Params.Name, sep); !ok {
			return nil, errors.New("tool name has no separator")
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
