// Package gosdk registers go-sdk tools through helpers that take the tool
// name as a parameter.
package gosdk

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	City string `json:"city"`
}

type Out struct {
	Temperature float64 `json:"temperature"`
}

func typed(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

func raw(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

var obj = json.RawMessage(`{"type":"object"}`)

func newServer() *mcp.Server {
	return mcp.NewServer(&mcp.Implementation{Name: "x", Version: "1"}, nil)
}

// register is the helper from the issue.
func register(s *mcp.Server, name string) {
	mcp.AddTool(s, &mcp.Tool{Name: name, Description: "d"}, typed)
}

// registerRaw copies its name parameter into a local first.
func registerRaw(s *mcp.Server, name, desc string) {
	n := name
	s.AddTool(&mcp.Tool{Name: n, Description: desc, InputSchema: obj}, raw)
}

// describe uses its parameter as a description only.
func describe(s *mcp.Server, desc string) {
	mcp.AddTool(s, &mcp.Tool{Name: "describe", Description: desc}, typed)
}

// reassigned registers another name than the one it was given.
func reassigned(s *mcp.Server, name string) {
	name = strings.ReplaceAll(name, " ", "_")
	mcp.AddTool(s, &mcp.Tool{Name: name}, typed)
}

// maybe registers only when asked: its names are checked, but two calls
// are not sure to collide.
func maybe(s *mcp.Server, name string, on bool) {
	if on {
		mcp.AddTool(s, &mcp.Tool{Name: name}, typed)
	}
}

// early may return before it registers.
func early(s *mcp.Server, name string, on bool) {
	if !on {
		return
	}
	mcp.AddTool(s, &mcp.Tool{Name: name}, typed)
}

var global = newServer()

// onGlobal registers on a package-level server.
func onGlobal(name string) {
	mcp.AddTool(global, &mcp.Tool{Name: name}, typed)
}

// local registers on a server of its own, a new one per call.
func local(name string) *mcp.Server {
	s := newServer()
	mcp.AddTool(s, &mcp.Tool{Name: name}, typed)
	return s
}

// chained passes its name parameter on to register.
func chained(s *mcp.Server, name string) {
	register(s, name)
}

func Setup(dynamic string) {
	s := newServer()
	register(s, "bad name") // want `tool name "bad name" has a space at offset 3; clients such as Claude reject the whole server .*: write "bad_name"`
	register(s, "get_weather")
	register(s, "get_weather")                            // want `tool "get_weather", registered here by gosdk.register \(gosdk.go:\d+:\d+\), is already registered on server s by gosdk.register \(gosdk.go:\d+:\d+\) called at gosdk.go:\d+; the SDK silently keeps only the last registration`
	registerRaw(s, "raw tool", "Raw tool")                // want `tool name "raw tool" has a space at offset 3`
	registerRaw(s, "raw_ok", "a description with spaces") // valid
	describe(s, "a description with spaces")              // the parameter is not the name
	reassigned(s, "with space")                           // the helper changes the name
	register(s, dynamic)                                  // not a constant
	register(s, dynamic+" x")                             // not a constant
	maybe(s, "maybe tool", true)                          // want `tool name "maybe tool" has a space at offset 5`
	maybe(s, "maybe_ok", true)
	maybe(s, "maybe_ok", false) // not surely registered
	early(s, "early_ok", true)
	early(s, "early_ok", true) // not surely registered
	onGlobal("on_global")
	onGlobal("on_global") // want `tool "on_global", registered here by gosdk.onGlobal \(gosdk.go:\d+:\d+\), is already registered on server global by gosdk.onGlobal`
	local("local_ok")
	local("local_ok")         // a new server per call
	chained(s, "chained bad") // want `tool name "chained bad" has a space at offset 7`
	chained(s, "get_weather") // want `tool "get_weather", registered here by gosdk.chained \(gosdk.go:\d+:\d+\), is already registered on server s by gosdk.register`
	mcp.AddTool(s, &mcp.Tool{Name: "direct"}, typed)
	register(s, "direct") // want `tool "direct", registered here by gosdk.register \(gosdk.go:\d+:\d+\), is already registered on server s at gosdk.go:\d+`
}

// TwoServers registers the same names on two server values.
func TwoServers() (*mcp.Server, *mcp.Server) {
	a, b := newServer(), newServer()
	register(a, "same")
	register(b, "same")
	chained(a, "chain_same")
	chained(b, "chain_same")
	return a, b
}

// Branches registers a name twice, the second time only in debug mode.
func Branches(debug bool) {
	s := newServer()
	register(s, "branch_ok")
	if debug {
		register(s, "branch_ok")
	}
	for _, n := range []string{"loop_ok"} {
		register(s, n)
	}
}

// Replaced removes the first tool before registering it again.
func Replaced() {
	s := newServer()
	register(s, "replaced")
	s.RemoveTools("replaced")
	register(s, "replaced")
}
