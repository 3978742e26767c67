// Package proto holds a hand-rolled server's JSON-RPC types; the method
// names are constants here, and no other package spells them.
package proto

import "encoding/json"

const (
	MethodToolCall  = "tools/call"
	MethodPromptGet = "prompts/get"
)

type Request struct {
	ID     json.RawMessage `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type RPCError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type Response struct {
	ID     json.RawMessage `json:"id"`
	Result any             `json:"result,omitempty"`
	Error  *RPCError       `json:"error,omitempty"`
}

// CallToolParams are tools/call's params.
type CallToolParams struct {
	Name      string         `json:"name"`
	Arguments map[string]any `json:"arguments"`
}

// GetPromptParams are prompts/get's: the same two fields.
type GetPromptParams struct {
	Name      string            `json:"name"`
	Arguments map[string]string `json:"arguments"`
}

// ErrCodeNotFound is JSON-RPC's Method not found.
const ErrCodeNotFound = -32601

// ErrResponse builds an error response with the code it is given.
func ErrResponse(id json.RawMessage, code int, msg string) *Response { // want ErrResponse:"error object code from parameter 1"
	return &Response{ID: id, Error: &RPCError{Code: code, Message: msg}}
}
