// want package:"uses mcp"

// Package handrolled is an MCP server written without an SDK: the model
// recognises it by its JSON-RPC dispatcher.
package handrolled

import "encoding/json"

type request struct {
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type toolResult struct {
	Content []map[string]string `json:"content"`
	IsError bool                `json:"isError,omitempty"`
}

const methodList = "tools/list"

func handle(req request) any {
	switch req.Method {
	case "tools/call":
		return toolResult{}
	case methodList:
		return []string{"echo"}
	}
	return nil
}

var _ = handle
