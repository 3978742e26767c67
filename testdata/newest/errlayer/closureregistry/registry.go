// Package closureregistry keeps its tools in a registry of its own, keyed
// by name: one go-sdk handler, registered for every tool in a loop,
// hands the call's name to a core that looks it up and runs the entry's
// handler. Each Register call is a tool, served by its Handler field.
package closureregistry

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type ToolDef struct {
	Name    string
	Schema  map[string]any
	Handler func(args map[string]any) (any, error)
}

type Registry struct {
	mu     sync.RWMutex
	byName map[string]*ToolDef
	order  []string
}

func (r *Registry) Register(def ToolDef) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.byName[def.Name] = &def
	r.order = append(r.order, def.Name)
}

func (r *Registry) Get(name string) (*ToolDef, bool) {
	r.mu.RLock()
	defer r.mu.RUnlock()
	def, ok := r.byName[name]
	return def, ok
}

func (r *Registry) Tools() []*mcp.Tool {
	var out []*mcp.Tool
	for _, n := range r.order {
		out = append(out, &mcp.Tool{Name: n, InputSchema: r.byName[n].Schema})
	}
	return out
}

type Core struct{ reg *Registry }

func (c *Core) Call(name string, args map[string]any) (any, error) {
	def, ok := c.reg.Get(name)
	if !ok {
		return nil, fmt.Errorf("unknown tool %q", name)
	}
	out, err := def.Handler(args)
	if err != nil {
		return nil, err // handed up to the wire's isError answer
	}
	return map[string]any{"tool": name, "data": out}, nil
}

func Wire(srv *mcp.Server, reg *Registry, core *Core) {
	for _, t := range reg.Tools() {
		srv.AddTool(t, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			args := map[string]any{}
			if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
				return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "arguments: " + err.Error()}}}, nil
			}
			out, err := core.Call(req.Params.Name, args)
			if err != nil {
				return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil
			}
			b, _ := json.Marshal(out)
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil
		})
	}
}

func Build() *Registry {
	r := &Registry{byName: map[string]*ToolDef{}}
	r.Register(ToolDef{Name: "read_config", Handler: readConfig})
	r.Register(ToolDef{Name: "read_config_checked", Handler: readConfigChecked})
	return r
}

// readConfig answers an unreadable file as an empty config.
func readConfig(args map[string]any) (any, error) {
	path, _ := args["path"].(string)
	b, _ := os.ReadFile(path) // want `tool "read_config": the error of os.ReadFile is thrown away here`
	return map[string]any{"config": string(b)}, nil
}

// readConfigChecked returns the failure: the wire answers it with an
// isError result.
func readConfigChecked(args map[string]any) (any, error) {
	path, _ := args["path"].(string)
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return map[string]any{"config": string(b)}, nil
}
