package traps

import (
	"github.com/google/jsonschema-go/jsonschema"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

// Entry carries a tool whose handler the model cannot follow: the tool
// is a definition only, and its schemas are still checked.
type Entry struct {
	Tool    *gomcp.Tool
	Handler gomcp.ToolHandler
}

func handlerFor(name string) gomcp.ToolHandler { return nil }

func Entries(names []string, open bool) []Entry {
	var out []Entry
	for _, n := range names {
		// Built empty, then filled: the literal alone is not the schema.
		schema := &jsonschema.Schema{}
		if open {
			schema.Type = "object"
		}
		t := gomcp.Tool{Name: n, InputSchema: schema}
		out = append(out, Entry{Tool: &t, Handler: handlerFor(n)})
	}
	for _, n := range names {
		// The same, reaching the tool through a second variable
		// (zerops-mcp-go-sdk).
		var input *jsonschema.Schema
		if open {
			schema := &jsonschema.Schema{}
			schema.Type = "object"
			input = schema
		}
		t := gomcp.Tool{Name: n + "_v2", InputSchema: input}
		out = append(out, Entry{Tool: &t, Handler: handlerFor(n)})
	}
	bad := gomcp.Tool{Name: "bad", InputSchema: &jsonschema.Schema{Type: "string"}} // want `inputSchema of tool "bad" has type string at the root: every spec version requires type "object"`
	out = append(out, Entry{Tool: &bad, Handler: handlerFor("bad")})
	return out
}
