// Package mcpgo registers tools with mark3labs/mcp-go in each style the
// model follows: NewTool, Tool literals, ServerTool slices, factories,
// SetTools, task and session tools.
package mcpgo

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func raw(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("ok"), nil
}

func task(ctx context.Context, req mcp.CallToolRequest) (*mcp.CreateTaskResult, error) {
	return nil, nil
}

const toolList = "list databases"

// searchTool is a local factory: its name is reported once, where it is
// spelled.
func searchTool() mcp.Tool {
	return mcp.NewTool("search items") // want `tool name "search items" has a space at offset 6`
}

// GetMe is an exported factory returning definition and handler.
func GetMe() (mcp.Tool, server.ToolHandlerFunc) {
	return mcp.NewTool("get me"), raw // want `tool name "get me" has a space at offset 3`
}

func Invalid() {
	s := server.NewMCPServer("x", "1")
	// FerretDB once had this one.
	s.AddTool(mcp.NewTool(toolList, mcp.WithDescription("d")), raw)                                  // want `tool name "list databases" has a space at offset 4; .*: write "list_databases"`
	s.AddTool(mcp.Tool{Name: "auth who-am-i"}, raw)                                                  // want `tool name "auth who-am-i" has a space at offset 4`
	s.AddTool(mcp.NewToolWithRawSchema("raw#input", "d", json.RawMessage(`{"type":"object"}`)), raw) // want `tool name "raw#input" has "#" at offset 3`
	s.AddTool(searchTool(), raw)
	s.AddTool(GetMe())
	tools := []server.ServerTool{
		{Tool: mcp.NewTool("github/git_commit"), Handler: raw}, // want `tool name "github/git_commit" has a slash at offset 6`
		{Tool: mcp.Tool{Name: "slice_ok"}, Handler: raw},
	}
	s.AddTools(tools...)
	s.AddTaskTool(mcp.NewTool("long task"), task)                       // want `tool name "long task" has a space`
	_ = s.AddSessionTool("session-1", mcp.NewTool("session tool"), raw) // want `tool name "session tool" has a space`
}

func Valid() {
	s := server.NewMCPServer("x", "1")
	s.AddTool(mcp.NewTool("admin.tools.list"), raw)
	s.AddTool(mcp.Tool{Name: "DATA_EXPORT_v2"}, raw)
	s.AddTool(mcp.NewTool("hosting_restartNode.jsApplicationV1"), raw)
	s.AddTools(server.ServerTool{Tool: mcp.NewTool("a-b_c.d"), Handler: raw})
}

func Duplicates() {
	s := server.NewMCPServer("x", "1")
	s.AddTool(mcp.NewTool("list_items"), raw)
	s.AddTool(mcp.Tool{Name: "list_items"}, raw) // want `tool "list_items" is already registered on server s at mcpgo.go:\d+`
	// Two tools of one call.
	s.AddTools(
		server.ServerTool{Tool: mcp.NewTool("fetch"), Handler: raw},
		server.ServerTool{Tool: mcp.NewTool("fetch"), Handler: raw}, // want `tool "fetch" is already registered on server s at mcpgo.go:\d+`
	)
	tools := []server.ServerTool{
		{Tool: mcp.NewTool("sliced"), Handler: raw},
		{Tool: mcp.NewTool("sliced"), Handler: raw}, // want `tool "sliced" is already registered`
	}
	s.AddTools(tools...)
	// A local factory twice.
	s.AddTool(searchTool(), raw)
	s.AddTool(searchTool(), raw) // want `tool "search items" is already registered`
	// A task tool and a regular tool with one name: mcp-go panics.
	s.AddTaskTool(mcp.NewTool("list_items"), task) // want `mcp-go panics at start-up when a task tool and a regular tool share a name`
}

// Replacements are not duplicates: SetTools replaces the whole set,
// DeleteTools removes, session tools shadow the server's own per session.
func Replacements(sessionID, other string) {
	s := server.NewMCPServer("x", "1")
	s.AddTool(mcp.NewTool("status"), raw)
	s.SetTools(server.ServerTool{Tool: mcp.NewTool("status"), Handler: raw})
	s.AddTool(mcp.NewTool("ping"), raw)
	s.DeleteTools("ping")
	s.AddTool(mcp.NewTool("ping"), raw)
	_ = s.AddSessionTool(sessionID, mcp.NewTool("ping"), raw)
	_ = s.AddSessionTool(other, mcp.NewTool("ping"), raw)
	_ = s.AddSessionTools("s1", server.ServerTool{Tool: mcp.NewTool("echo"), Handler: raw})
	_ = s.AddSessionTools("s2", server.ServerTool{Tool: mcp.NewTool("echo"), Handler: raw})
}

func SessionDuplicates(sessionID string) {
	s := server.NewMCPServer("x", "1")
	_ = s.AddSessionTool(sessionID, mcp.NewTool("note"), raw)
	_ = s.AddSessionTool(sessionID, mcp.NewTool("note"), raw) // want `tool "note" is already registered on server s`
	_ = s.AddSessionTool("fixed", mcp.NewTool("memo"), raw)
	_ = s.AddSessionTool("fixed", mcp.NewTool("memo"), raw) // want `tool "memo" is already registered on server s`
}

func SetThenAdd() {
	s := server.NewMCPServer("x", "1")
	s.SetTools(server.ServerTool{Tool: mcp.NewTool("status"), Handler: raw})
	s.AddTool(mcp.NewTool("status"), raw) // want `tool "status" is already registered on server s`
}

// definitions returns tools a framework registers later.
func definitions() []mcp.Tool {
	return []mcp.Tool{
		mcp.NewTool("def only"), // want `tool name "def only" has a space at offset 3`
		mcp.NewTool("def_only"),
	}
}
