// want package:"uses mcp"

// Package handrolledmaps is a JSON-RPC server without an SDK whose
// tools/list answer is a slice of maps, and whose tools/call branch runs
// each tool in a case that assigns its result.
package handrolledmaps

import (
	"encoding/json"
	"fmt"
)

type request struct {
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

func handle(req request) (any, error) {
	switch req.Method {
	case "tools/list":
		return listTools(), nil
	case "tools/call":
		return callTool(req.Params)
	}
	return nil, fmt.Errorf("unknown method %s", req.Method)
}

func listTools() map[string]any {
	tools := []map[string]any{
		{"name": "upload_file", "description": "Upload a file", "inputSchema": map[string]any{"type": "object"}},
		{"name": "list_directories", "inputSchema": map[string]any{"type": "object"}},
		// A tool the list names but no case runs: defined, not known.
		{"name": "backup_file", "inputSchema": map[string]any{"type": "object"}},
		// Not a definition: no schema or description beside the name.
		{"name": "hint"},
	}
	return map[string]any{"tools": tools}
}

func callTool(raw json.RawMessage) (any, error) {
	var p struct {
		Name      string         `json:"name"`
		Arguments map[string]any `json:"arguments"`
	}
	if err := json.Unmarshal(raw, &p); err != nil {
		return nil, err
	}
	var result any
	var err error
	switch p.Name {
	case "upload_file":
		result, err = upload(p.Arguments)
	case "list_directories":
		result, err = list()
	default:
		return nil, fmt.Errorf("unknown tool %q", p.Name)
	}
	if err != nil {
		return nil, err
	}
	return result, nil
}

func upload(args map[string]any) (any, error) { return args["path"], nil }
func list() (any, error)                      { return []string{"/"}, nil }
