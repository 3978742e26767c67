// Package codes builds JSON-RPC errors by hand against go-sdk v1.4.1 and
// mcp-go v0.43.2, which predate the -32022 constants.
package codes

import (
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
)

type params struct {
	Meta map[string]any `json:"_meta,omitempty"`
}

func missingMeta(p params) error {
	if p.Meta == nil {
		return &jsonrpc.Error{Code: jsonrpc.CodeInvalidRequest, Message: "bad request"} // want `JSON-RPC error code -32600: a request missing required _meta fields is malformed`
	}
	return nil
}

func missingMetaGood(p params) error {
	if p.Meta == nil {
		return &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "missing _meta"}
	}
	return nil
}

func unsupportedVersion(v string) error {
	return &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "unsupported protocol version " + v} // want `JSON-RPC error code -32602: an unsupported protocol version is answered with -32022`
}

func unsupportedNoData() error {
	return &jsonrpc.Error{Code: -32022, Message: "unsupported protocol version"} // want `JSON-RPC error code -32022: an UnsupportedProtocolVersionError must carry data`
}

func unsupportedGood(v string) error {
	data, _ := json.Marshal(map[string]any{"supported": []string{"2026-07-28"}, "requested": v})
	return &jsonrpc.Error{Code: -32022, Message: "unsupported protocol version", Data: data}
}

func mcpGoUnsupported(id mcp.RequestId, v string) mcp.JSONRPCError {
	return mcp.NewJSONRPCError(id, mcp.INVALID_PARAMS, "protocol version not supported: "+v, nil) // want `JSON-RPC error code -32602: an unsupported protocol version is answered with -32022`
}

func mcpGoUnsupportedGood(id mcp.RequestId, v string) mcp.JSONRPCError {
	return mcp.NewJSONRPCError(id, -32022, "protocol version not supported", map[string]any{"supported": []string{"2026-07-28"}, "requested": v})
}
