// Package codes builds JSON-RPC errors by hand, as custom dispatchers
// and middleware do.
package codes

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

const codeRateLimited = -32050

func unknownTool(name string) error {
	return &jsonrpc.Error{Code: jsonrpc.CodeMethodNotFound, Message: "unknown tool"} // want `JSON-RPC error code -32601: an unknown tool is -32602 \(Invalid params\)`
}

func unknownToolGood(name string) error {
	return &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "unknown tool"}
}

func unknownMethod() error {
	return &jsonrpc.Error{Code: jsonrpc.CodeMethodNotFound, Message: "method not found"}
}

func resourceMissing() error {
	return &jsonrpc.Error{Code: -32002, Message: "resource not found"} // want `JSON-RPC error code -32002: retired by spec 2026-07-28`
}

func elicit() error {
	return &jsonrpc.Error{Code: gosdk.CodeURLElicitationRequired, Message: "login first"} // want `JSON-RPC error code -32042: retired by spec 2026-07-28`
}

func rateLimited() error {
	return &jsonrpc.Error{Code: codeRateLimited, Message: "slow down"} // want `JSON-RPC error code -32050: the range -32020 to -32099 is reserved`
}

func capability() error {
	return &jsonrpc.Error{Code: gosdk.CodeMissingRequiredClientCapabilities, Message: "needs sampling"}
}

func custom() error {
	return &jsonrpc.Error{Code: 429, Message: "rate limited"} // outside the reserved range: fine
}

func mcpGoUnknownTool(id mcp.RequestId) mcp.JSONRPCError {
	return mcp.NewJSONRPCError(id, mcp.METHOD_NOT_FOUND, "tool not found: x", nil) // want `JSON-RPC error code -32601: an unknown tool is -32602`
}

func mcpGoDetails() mcp.JSONRPCErrorDetails {
	return mcp.NewJSONRPCErrorDetails(mcp.RESOURCE_NOT_FOUND, "no such file", nil) // want `JSON-RPC error code -32002: retired`
}

func mcpGoGood(id mcp.RequestId) mcp.JSONRPCError {
	return mcp.NewJSONRPCError(id, mcp.INVALID_PARAMS, "tool not found: x", nil)
}
