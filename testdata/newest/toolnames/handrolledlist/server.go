// Package handrolledlist is a JSON-RPC server without an SDK whose
// tools/list answers with a slice of its own definition type.
package handrolledlist

type toolDefinition struct {
	Name        string         `json:"name"`
	Description string         `json:"description"`
	InputSchema map[string]any `json:"inputSchema"`
}

type message struct {
	Method string `json:"method"`
	Result any    `json:"result,omitempty"`
}

func toolsList() []toolDefinition {
	return []toolDefinition{
		{Name: "query", Description: "run a query", InputSchema: map[string]any{"type": "object"}},
		{Name: "describe table", Description: "describe a table", InputSchema: map[string]any{"type": "object"}}, // want `tool name "describe table" has a space at offset 8`
	}
}

// settings is not a tool list: its element type has no inputSchema.
type setting struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

func settings() []setting {
	return []setting{{Name: "max rows", Value: "10"}}
}

func handle(msg message) message {
	switch msg.Method {
	case "tools/list":
		return message{Result: map[string]any{"tools": toolsList()}}
	case "settings/list":
		return message{Result: settings()}
	}
	return message{}
}

// adminTools is a package variable set once to the list an admin server's
// tools/list answers with.
var adminTools = []toolDefinition{
	{Name: "vacuum", Description: "vacuum the database", InputSchema: map[string]any{"type": "object"}},
	{Name: "drop table", Description: "drop a table", InputSchema: map[string]any{"type": "object"}}, // want `tool name "drop table" has a space at offset 4`
}

// defaults is a package variable of another element type: not a tool list.
var defaults = []setting{{Name: "page size", Value: "50"}}

func handleAdmin(msg message) message {
	switch msg.Method {
	case "tools/list":
		return message{Result: map[string]any{"tools": adminTools}}
	case "settings/list":
		return message{Result: defaults}
	}
	return message{}
}
