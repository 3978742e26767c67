// Package codes1125 is checked with an older spec: -32002 and -32042 were
// still defined, -32601 for an unknown tool was already wrong.
package codes1125

import (
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

func resourceMissing() error {
	return &jsonrpc.Error{Code: -32002, Message: "resource not found"}
}

func elicit() error {
	return &jsonrpc.Error{Code: gosdk.CodeURLElicitationRequired, Message: "login first"}
}

func unknownTool() error {
	return &jsonrpc.Error{Code: jsonrpc.CodeMethodNotFound, Message: "Unknown tool: x"} // want `JSON-RPC error code -32601: an unknown tool is -32602`
}

// Before 2026-07-28 there was no per-request _meta and no -32022: an
// unsupported version was -32602 with data.
func unsupportedVersion(v string) error {
	return &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "unsupported protocol version " + v}
}

func missingMeta() error {
	return &jsonrpc.Error{Code: jsonrpc.CodeInvalidRequest, Message: "missing _meta"}
}
