// Package toolnames defines an Analyzer that checks MCP servers written in Go.
//
// # Analyzer toolnames
//
// toolnames: reports tool names that break the MCP naming rule or repeat on one server
//
// Clients reject a whole server when one of its tool names is off, and no
// Go SDK enforces the rule at run time: go-sdk logs to a discarding
// logger, mcp-go and mcp-golang check nothing. The check reads every tool
// name the model can fold to a constant (literals, constants of any
// package, concatenations, fmt.Sprintf of constants, variables assigned
// once, factories such as func GetMe() (mcp.Tool, server.ToolHandlerFunc),
// mcp.NewTool, mcp.Tool and server.ServerTool literals, mcp-golang
// RegisterTool), and constants passed to a helper that registers a tool
// under its name parameter, in this package or another one (reported at
// the argument). A name it cannot fold is never reported. Tool
// definitions that no registration the model follows reaches (an
// inventory registered in a loop) are checked too, outside test files.
//
// Category invalid-name (spec 2025-11-25 and later; 2025-06-18 has no
// naming rule): the spec says "Tool names SHOULD be between 1 and 128
// characters in length (inclusive)" and "The following SHOULD be the only
// allowed characters: uppercase and lowercase ASCII letters (A-Z, a-z),
// digits (0-9), underscore (_), hyphen (-), and dot (.)". Claude answers a
// name with a space with "String should match pattern
// '^[a-zA-Z0-9_]{1,64}$'" and drops every tool of the server.
//
//	s.AddTool(&mcp.Tool{Name: "simple greeting"}, h) // bad
//	s.AddTool(&mcp.Tool{Name: "simple_greeting"}, h) // good
//
// When one string literal spells the whole name, a suggested fix
// replaces each character outside the set with "_" and cuts the name to
// 128 characters (not when the new name is taken on the server).
//
// Category duplicate-name: "Tool names SHOULD be unique within a server".
// go-sdk and mcp-go silently keep the last registration of a name (mcp-go
// panics when a task tool and a regular tool share one), so the first
// handler never runs. The second registration is reported, with the
// first as related location, also when either comes from a function of
// another package that registers tools on a server it is given.
//
//	s.AddTool(mcp.NewTool("search"), searchIssues)
//	s.AddTool(mcp.NewTool("search"), searchPulls) // bad
//
//	s.AddTool(mcp.NewTool("search_issues"), searchIssues)
//	s.AddTool(mcp.NewTool("search_pulls"), searchPulls) // good
//
// A helper works the same way when it registers on every call, on the
// server it is given:
//
//	func register(s *mcp.Server, name string) { mcp.AddTool(s, &mcp.Tool{Name: name}, h) }
//	register(s, "search")
//	register(s, "search") // bad
//
// Only registrations that surely run together are compared: on the same
// server value (one server per tenant or token is fine), in the same
// function under the same conditions (not in two arms of an if or
// switch, not an override under a condition), with no removal or SetTools
// between them. Per-session tools (mcp-go AddSessionTool) are compared
// only with tools of the same session.
//
// Category portable-name (off by default; -mcp.portable): the rule that
// Claude, Codex and Antigravity enforce, ^[A-Za-z0-9_-]{1,64}$, and with
// -mcp.prefix=N the Cursor limit of 60 characters for server name plus
// tool name, of which the server-name prefix takes N.
//
//	s.AddTool(mcp.NewTool("admin.tools.list"), h) // bad with -mcp.portable
//	s.AddTool(mcp.NewTool("admin_tools_list"), h) // good
package toolnames
