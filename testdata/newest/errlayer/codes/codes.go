// Package codes builds JSON-RPC errors by hand, as custom dispatchers
// and middleware do.
package codes

import (
	"encoding/json"
	"fmt"

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

// Per-request _meta (spec 2026-07-28): a missing required field is -32602.

type params struct {
	Meta map[string]any `json:"_meta,omitempty"`
}

func missingMeta(p params) error {
	if p.Meta == nil {
		return &jsonrpc.Error{Code: jsonrpc.CodeInvalidRequest, Message: "bad request"} // want `JSON-RPC error code -32600: a request missing required _meta fields is malformed`
	}
	if _, ok := p.Meta["io.modelcontextprotocol/clientCapabilities"]; !ok {
		return &jsonrpc.Error{Code: -32600, Message: "missing io.modelcontextprotocol/clientCapabilities in _meta"} // want `JSON-RPC error code -32600: a request missing required _meta`
	}
	return nil
}

func missingMetaGood(p params) error {
	if p.Meta == nil {
		return &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "missing _meta"}
	}
	return nil
}

func mcpGoMissingMeta(id mcp.RequestId) mcp.JSONRPCError {
	return mcp.NewJSONRPCError(id, mcp.INVALID_REQUEST, "_meta is required", nil) // want `JSON-RPC error code -32600: a request missing required _meta`
}

// Unsupported protocol version: -32022 with data {supported, requested}.

func unsupportedVersion(v string) error {
	return &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: fmt.Sprintf("unsupported protocol version %q", v)} // want `JSON-RPC error code -32602: an unsupported protocol version is answered with -32022`
}

func unsupportedNoData(v string) error {
	return &jsonrpc.Error{Code: gosdk.CodeUnsupportedProtocolVersion, Message: "unsupported protocol version"} // want `JSON-RPC error code -32022: an UnsupportedProtocolVersionError must carry data`
}

func unsupportedHalfData(v string) error {
	return &jsonrpc.Error{Code: -32022, Message: "unsupported", Data: json.RawMessage(`{"supported":["2026-07-28"]}`)} // want `JSON-RPC error code -32022: an UnsupportedProtocolVersionError must carry data`
}

func unsupportedGood(v string) error {
	data, _ := json.Marshal(gosdk.UnsupportedProtocolVersionData{Supported: []string{"2026-07-28"}, Requested: v})
	return &jsonrpc.Error{Code: gosdk.CodeUnsupportedProtocolVersion, Message: "unsupported protocol version", Data: data}
}

func unsupportedMap(v string) error {
	data, _ := json.Marshal(map[string]any{"supported": []string{"2026-07-28"}, "requested": v})
	return &jsonrpc.Error{Code: -32022, Message: "unsupported protocol version", Data: data}
}

// unsupportedUnknown: the data comes from elsewhere; nothing is reported.
func unsupportedUnknown(data json.RawMessage) error {
	return &jsonrpc.Error{Code: -32022, Message: "unsupported protocol version", Data: data}
}

func mcpGoUnsupported(id mcp.RequestId, v string) mcp.JSONRPCError {
	return mcp.NewJSONRPCError(id, mcp.UNSUPPORTED_PROTOCOL_VERSION, "unsupported protocol version", map[string]any{"requested": v}) // want `JSON-RPC error code -32022: an UnsupportedProtocolVersionError must carry data`
}

// initialize is the legacy handshake: -32602 with data is what 2025-11-25
// specified there.
func initialize(method, v string) error {
	if method == "initialize" {
		return &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "Unsupported protocol version " + v}
	}
	return nil
}
