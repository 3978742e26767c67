// Package statemcpgo is an mcp-go server whose tool filter and
// AfterListTools hook read state that tool handlers and call-tool hooks
// write (positives), beside state that only start-up or an operator
// endpoint writes, and state the list does not read (negatives).
package statemcpgo

import (
	"context"
	"net/http"
	"os"
	"slices"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// betaOn is switched on by a call-tool hook.
var betaOn bool

type app struct {
	s            *server.MCPServer
	adminEnabled bool
	readOnly     bool
	hiddenByOps  []string
	calls        int
	lastTool     string
}

// filter hides the admin tools until a client calls enable_admin.
func (a *app) filter(ctx context.Context, tools []mcp.Tool) []mcp.Tool {
	if a.adminEnabled {
		return tools
	}
	var out []mcp.Tool
	for _, t := range tools {
		if t.Name != "admin_users" && !(a.readOnly && t.Name == "write") && !slices.Contains(a.hiddenByOps, t.Name) {
			out = append(out, t)
		}
	}
	return out
}

func (a *app) enableAdmin(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	a.adminEnabled = true // want `tool "enable_admin" writes a.adminEnabled, which the tool filter \(\*statemcpgo.app\).filter reads to build the list: tools/list changes as a side effect of this request`
	return mcp.NewToolResultText("admin tools enabled"), nil
}

// count writes state the list does not read: not reported.
func (a *app) count(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	a.calls++
	a.lastTool = req.Params.Name
	return mcp.NewToolResultText("ok"), nil
}

func (a *app) hooks() *server.Hooks {
	hooks := &server.Hooks{}
	hooks.AddBeforeCallTool(func(ctx context.Context, id any, req *mcp.CallToolRequest) {
		if req.Params.Name == "beta" {
			betaOn = true // want `request hook writes betaOn, which the AfterListTools hook in \(\*statemcpgo.app\).hooks reads to build the list`
		}
	})
	hooks.AddAfterListTools(func(ctx context.Context, id any, req *mcp.ListToolsRequest, res *mcp.ListToolsResult) {
		if betaOn {
			res.Tools = append(res.Tools, mcp.NewTool("beta"))
		}
	})
	return hooks
}

func main() {
	a := &app{readOnly: os.Getenv("READ_ONLY") != ""}
	a.s = server.NewMCPServer("app", "1", server.WithHooks(a.hooks()), server.WithToolFilter(a.filter))
	a.s.AddTool(mcp.NewTool("enable_admin"), a.enableAdmin)
	a.s.AddTool(mcp.NewTool("count"), a.count)
	a.s.AddTool(mcp.NewTool("read_only"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		// A per-request copy: not the server's state.
		local := app{}
		local.readOnly = true
		_ = local
		return mcp.NewToolResultText("ok"), nil
	})
	// An operator endpoint outside MCP request handling: allowed.
	http.HandleFunc("/ops/hide", func(w http.ResponseWriter, r *http.Request) {
		a.hiddenByOps = append(a.hiddenByOps, r.URL.Query().Get("tool"))
	})
}

// closures keeps its state in variables that the filter and the
// handlers capture.
func closures() *server.MCPServer {
	adminOn := false
	hidden := map[string]bool{"debug": true} // written at start-up only
	s := server.NewMCPServer("closures", "1", server.WithToolFilter(func(ctx context.Context, tools []mcp.Tool) []mcp.Tool {
		if adminOn {
			return tools
		}
		var out []mcp.Tool
		for _, t := range tools {
			if t.Name != "admin_users" && !hidden[t.Name] {
				out = append(out, t)
			}
		}
		return out
	}))
	calls := 0
	s.AddTool(mcp.NewTool("enable_admin"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		calls++        // the filter does not read it
		adminOn = true // want `tool "enable_admin" writes adminOn, which the tool filter in statemcpgo.closures reads to build the list`
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("peek"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		// A local of the same name: not the captured one.
		adminOn := true
		_ = adminOn
		return mcp.NewToolResultText("ok"), nil
	})
	return s
}
