// Package proto is a server's own MCP protocol types, without an SDK:
// the result helpers a dispatcher in another package answers with.
package proto

import "encoding/json"

// Request is a JSON-RPC request.
type Request struct {
	ID     any             `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

// Response is a JSON-RPC response.
type Response struct {
	ID     any       `json:"id"`
	Result any       `json:"result,omitempty"`
	Error  *RPCError `json:"error,omitempty"`
}

// RPCError is a JSON-RPC error.
type RPCError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// CallToolParams are the params of tools/call.
type CallToolParams struct {
	Name      string         `json:"name"`
	Arguments map[string]any `json:"arguments"`
}

// Content is a text block.
type Content struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

// CallToolResult is a tool's answer.
type CallToolResult struct {
	Content []Content `json:"content"`
	IsError bool      `json:"isError,omitempty"`
}

// ErrorResult is a tool's failure: isError on every path.
func ErrorResult(msg string) CallToolResult { // want ErrorResult:"isError answer"
	return CallToolResult{Content: []Content{{Type: "text", Text: msg}}, IsError: true}
}

// TextResult is a tool's answer.
func TextResult(msg string) CallToolResult {
	return CallToolResult{Content: []Content{{Type: "text", Text: msg}}}
}

// Result answers with isError only when failed says so: not always a
// failure, so the dispatcher's use of it is not judged.
func Result(msg string, failed bool) CallToolResult {
	return CallToolResult{Content: []Content{{Type: "text", Text: msg}}, IsError: failed}
}

// OK is a JSON-RPC success response.
func OK(id, result any) Response { return Response{ID: id, Result: result} }

// Err is a JSON-RPC error response.
func Err(id any, code int, msg string) Response { // want Err:"error object code from parameter 1"
	return Response{ID: id, Error: &RPCError{Code: code, Message: msg}}
}
