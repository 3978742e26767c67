// Package listmutation defines an Analyzer that checks MCP servers written in Go.
//
// # Analyzer listmutation
//
// listmutation: reports tool lists that change per connection or as a side effect of a request
//
// MCP 2026-07-28 says the set of tools a server lists "MUST NOT vary
// per-connection or as a side effect of other requests on the connection",
// may vary by the authorization presented on the request, and SHOULD come
// back in a deterministic order. Clients cache tools/list (Claude Code
// never refreshes it), so tools added by a request are invisible anyway.
// With -mcp.spec before 2026-07-28 only mutation-in-handler is reported.
//
// Category mutation-in-handler: a call in the body of an MCP request
// handler (tool, resource, prompt and completion handlers, receiving and
// tool middleware, mcp-go per-request hooks, tool filters, session hooks)
// that changes a tool set: go-sdk AddTool, mcp.AddTool, RemoveTools;
// mcp-go AddTool(s), SetTools, DeleteTools, AddTaskTool(s),
// AddSessionTool(s), DeleteSessionTools; mcp-golang RegisterTool,
// DeregisterTool; directly or through functions of this or other
// packages. The message names the chain of calls. Registration at
// start-up, in init, in timers, watchers and goroutines started at
// start-up, in plain HTTP endpoints, and in function literals a handler
// only defines is not reported.
//
//	func (g *gateway) enableAdmin(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
//		g.addAdminTools() // bad: three tools appear after a client calls enable_admin
//		return &mcp.CallToolResult{}, nil
//	}
//
// Good: register the admin tools at start-up and have each check, when
// called, that the caller may use it (by its token's scopes).
//
// Category per-session-tools (2026-07-28): mcp-go AddSessionTool(s)
// anywhere; tool filters and AfterListTools hooks that read the client
// session (ClientSessionFromContext, SessionID); go-sdk getServer
// callbacks that choose a server by the Mcp-Session-Id header. Choosing
// by authorization (token claims, scopes, the Authorization header) is
// not reported.
//
//	hooks.AddOnRegisterSession(func(ctx context.Context, session server.ClientSession) {
//		s.AddSessionTool(session.SessionID(), mcp.NewTool("welcome"), welcome) // bad
//	})
//
// Good: s.AddTool(mcp.NewTool("welcome"), welcome) at start-up, and a
// server.WithToolFilter that keys on the request's token claims if some
// callers must not see it.
//
// Category unordered-list (2026-07-28): a tools/list answer built by hand
// (the tools/list branch of a hand-rolled dispatcher or a middleware, an
// mcp-go tool filter or AfterListTools hook) by ranging over a map, or
// over maps.Keys or maps.Values, and appending to a slice that is never
// sorted; or from a function of another package that returns such a
// slice (a registry's List(), known from its MapOrderFact).
//
//	for _, t := range s.tools { // bad: map order changes from call to call
//		list = append(list, t)
//	}
//
// Good: sort the slice by tool name before answering
// (slices.SortFunc(list, byName)), or range over slices.Sorted(maps.Keys(s.tools)).
//
// Category list-reads-state (2026-07-28): a hand-written tools/list
// answer (as above) reads a package variable or a field of a long-lived
// value (the server, a captured variable) that the handler of another
// request writes: a tool, resource, prompt or completion handler, mcp-go
// tool middleware or call-tool hook, or another branch of a hand-rolled
// dispatcher or of a receiving middleware. Writes are assignments,
// op-assignments, map element assignments, ++/--, delete and clear, and
// Store-like methods of sync/atomic types and sync.Map, in the handler or
// in functions of the package it calls. State is followed through local
// aliases, helpers and methods, and helpers that return it
// (s := store(ctx) where store returns defaultStore).
//
// Same state means the same variable and the same fields: s.sessions and
// s.activeProfiles are different state, and so are two fields of one
// struct and the same field of two different package variables or
// fields (a.st.x and a.audit.x), or of two captured variables that each
// hold a value of their own (live := newStore(), never reassigned). A
// write to an element of a map is a write to
// that map only. Reading a pointer (s == nil, s == other, passing s on)
// is not reading what it points to; what the list selects through it
// (s.activeProfiles[id], prof.tools) is read, and so is a pointer the
// answer carries (append(list, s.featured)). A lock (sync.Mutex,
// sync.RWMutex, or a map of them) is no state.
//
// Not reported: writes at start-up, in operator HTTP endpoints, timers
// and watchers; writes during initialize (they shape the connection);
// writes to a per-request value or a copy; writes inside an element of a
// container the list only ranges over or measures (e.calls++ on an entry
// of s.entries); lazy initialisation (if s.x == nil { s.x = ... });
// state the list itself writes (a cache); and state the list reads only
// to log, lock or count (if s.debug { log.Printf(...) },
// if s.metrics { s.listed++ }).
//
// Each write is reported once, where it is written, however many
// handlers reach it: the message names the first and counts the others,
// and every handler's call that leads to the write is a related
// location.
//
//	case "tools/list":
//		if s.adminEnabled { // the list grows after a request
//			list = append(list, adminTools...)
//		}
//	case "tools/call":
//		s.adminEnabled = true // bad: the next tools/list answer differs
//
// Good: list the admin tools from start-up (or for callers whose token
// grants admin) and have each admin tool check, when called, that the
// caller may use it.
package listmutation
