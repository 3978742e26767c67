// Package gosdk registers tools with the official go-sdk: names the spec
// rejects, names that look odd but are valid, and duplicates.
package gosdk

import (
	"context"
	"fmt"
	"os"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

const prefix = "weather"

const long = "a_name_that_goes_on_and_on_a_name_that_goes_on_and_on_a_name_that_goes_on_and_on_a_name_that_goes_on_and_on_a_name_that_goes_on_ab"

type In struct {
	City string `json:"city"`
}

type Out struct {
	Temperature float64 `json:"temperature"`
}

func raw(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{}, nil
}

func typed(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

var obj = &jsonschema.Schema{Type: "object"}

func newServer() *mcp.Server {
	return mcp.NewServer(&mcp.Implementation{Name: "x", Version: "1"}, nil)
}

func Invalid() {
	s := newServer()
	// go-sdk #169: a space in the name.
	s.AddTool(&mcp.Tool{Name: "simple greeting", InputSchema: obj}, raw)                    // want `tool name "simple greeting" has a space at offset 6; clients such as Claude reject the whole server \(allowed: A-Z a-z 0-9 _ - \., 1 to 128 characters\): write "simple_greeting"`
	mcp.AddTool(s, &mcp.Tool{Name: "greet (structured)"}, typed)                            // want `tool name "greet \(structured\)" has a space at offset 5, "\(" at offset 6 and "\)" at offset 17; .*: write "greet__structured_"`
	s.AddTool(&mcp.Tool{Name: prefix + "/forecast", InputSchema: obj}, raw)                 // want `tool name "weather/forecast" has a slash at offset 7; .*: write "weather_forecast"`
	s.AddTool(&mcp.Tool{Name: fmt.Sprintf("%s, %s", prefix, "now"), InputSchema: obj}, raw) // want `tool name "weather, now" has a comma at offset 7 and a space at offset 8; .*: write "weather__now"`
	s.AddTool(&mcp.Tool{Name: "", InputSchema: obj}, raw)                                   // want `tool name is empty; .*: give the tool a name`
	s.AddTool(&mcp.Tool{Name: long, InputSchema: obj}, raw)                                 // want `tool name "a_name_that_goes_on_and_on_a_name_that_goes_on_…" is 130 characters long; .*: write "a_name_that`
	tool := &mcp.Tool{Name: "résumé", InputSchema: obj}                                     // want `tool name "résumé" has "é" at offsets 1 and 5; .*: write "r_sum_"`
	s.AddTool(tool, raw)
	mcp.AddTool(s, &mcp.Tool{Name: "a:b:c:d:e:f"}, typed) // want `has a colon at offsets 1, 3, 5, 7 and …;`
}

func readName() string { return os.Getenv("TOOL_NAME") }

// spelledName returns one constant: its name is known, and reported.
func spelledName() string { return "x y" }

func Valid(name string) {
	s := newServer()
	// The spec's own examples, unusual but valid.
	s.AddTool(&mcp.Tool{Name: "admin.tools.list", InputSchema: obj}, raw)
	s.AddTool(&mcp.Tool{Name: "DATA_EXPORT_v2", InputSchema: obj}, raw)
	s.AddTool(&mcp.Tool{Name: "getUser", InputSchema: obj}, raw)
	s.AddTool(&mcp.Tool{Name: "hosting_restartNode.jsApplicationV1", InputSchema: obj}, raw)
	s.AddTool(&mcp.Tool{Name: long[:128], InputSchema: obj}, raw) // not folded: a slice expression
	// Names the model cannot fold are never reported.
	s.AddTool(&mcp.Tool{Name: readName(), InputSchema: obj}, raw)
	s.AddTool(&mcp.Tool{Name: spelledName(), InputSchema: obj}, raw) // want `tool name "x y" has a space`
	s.AddTool(&mcp.Tool{Name: name, InputSchema: obj}, raw)
	s.AddTool(&mcp.Tool{Name: name + " tool", InputSchema: obj}, raw)
}

func Duplicates(debug bool) {
	s := newServer()
	s.AddTool(&mcp.Tool{Name: "get_user", InputSchema: obj}, raw)
	mcp.AddTool(s, &mcp.Tool{Name: "get_user"}, typed) // want `tool "get_user" is already registered on server s at gosdk.go:\d+; the SDK silently keeps only the last registration, so clients list one tool and the other handler never runs: give one of them another name or drop one`
	// Removed in between: a deliberate replacement.
	s.RemoveTools("get_user")
	s.AddTool(&mcp.Tool{Name: "get_user", InputSchema: obj}, raw)

	// Same name in the same branch: both run.
	if debug {
		s.AddTool(&mcp.Tool{Name: prefix + "_debug", InputSchema: obj}, raw)
		s.AddTool(&mcp.Tool{Name: "weather_debug", InputSchema: obj}, raw) // want `tool "weather_debug" is already registered on server s`
	}
}

// Branches registers one name in arms that exclude each other, or
// overrides a default under a condition: not reported.
func Branches(readOnly, advanced bool, mode string) {
	s := newServer()
	if readOnly {
		s.AddTool(&mcp.Tool{Name: "list", InputSchema: obj}, raw)
	} else {
		s.AddTool(&mcp.Tool{Name: "list", InputSchema: obj}, raw)
	}
	switch mode {
	case "a":
		s.AddTool(&mcp.Tool{Name: "mode", InputSchema: obj}, raw)
	case "b":
		s.AddTool(&mcp.Tool{Name: "mode", InputSchema: obj}, raw)
	}
	s.AddTool(&mcp.Tool{Name: "search", InputSchema: obj}, raw)
	if advanced {
		s.AddTool(&mcp.Tool{Name: "search", InputSchema: obj}, raw)
	}
	go func() {
		s.AddTool(&mcp.Tool{Name: "search", InputSchema: obj}, raw)
	}()
}

// PerTenant gives each tenant its own server: the same names on
// different servers are not duplicates.
func PerTenant(tenants []string) map[string]*mcp.Server {
	a, b := newServer(), newServer()
	a.AddTool(&mcp.Tool{Name: "query", InputSchema: obj}, raw)
	b.AddTool(&mcp.Tool{Name: "query", InputSchema: obj}, raw)
	out := map[string]*mcp.Server{}
	for _, t := range tenants {
		srv := newServer()
		srv.AddTool(&mcp.Tool{Name: "query", InputSchema: obj}, raw)
		out[t] = srv
	}
	return out
}

// registerA and registerB may be alternatives: different functions are
// not compared.
func registerA(s *mcp.Server) { s.AddTool(&mcp.Tool{Name: "fetch", InputSchema: obj}, raw) }
func registerB(s *mcp.Server) { s.AddTool(&mcp.Tool{Name: "fetch", InputSchema: obj}, raw) }

type app struct{ srv *mcp.Server }

func (a *app) tools() {
	a.srv.AddTool(&mcp.Tool{Name: "status", InputSchema: obj}, raw)
	a.srv.AddTool(&mcp.Tool{Name: "status", InputSchema: obj}, raw) // want `tool "status" is already registered on server srv`
}

func (a *app) moreTools() {
	a.srv.AddTool(&mcp.Tool{Name: "status", InputSchema: obj}, raw) // another method, maybe another app
}

func twoServers(x, y *mcp.Server) {
	x.AddTool(&mcp.Tool{Name: "ping", InputSchema: obj}, raw)
	y.AddTool(&mcp.Tool{Name: "ping", InputSchema: obj}, raw)
}

func suppressed() {
	s := newServer()
	s.AddTool(&mcp.Tool{Name: "legacy name", InputSchema: obj}, raw) //lint:ignore toolnames kept for old clients
}

// inventory keeps tools in a table registered in a loop: the model does
// not follow the loop, but the definitions are still checked.
var inventory = []struct {
	tool *mcp.Tool
	h    mcp.ToolHandler
}{
	{&mcp.Tool{Name: "inventory item", InputSchema: obj}, raw}, // want `tool name "inventory item" has a space at offset 9`
	{&mcp.Tool{Name: "inventory.ok", InputSchema: obj}, raw},
}

func RegisterInventory(s *mcp.Server) {
	for _, t := range inventory {
		s.AddTool(t.tool, t.h)
	}
}
