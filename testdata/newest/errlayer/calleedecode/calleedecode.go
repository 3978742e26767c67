// Package calleedecode is a hand-rolled server whose tools/call branch
// hands the raw params to a function that decodes them: a decode failure
// there is a malformed request, whatever the parameter is called; the
// tool's own arguments that do not decode are an input error, which
// isError answers rightly.
package calleedecode

import (
	"encoding/json"
	"fmt"
)

type request struct {
	ID     json.RawMessage `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type response struct {
	ID     json.RawMessage `json:"id"`
	Result any             `json:"result,omitempty"`
	Error  *rpcError       `json:"error,omitempty"`
}

type toolCallParams struct {
	Name      string          `json:"name"`
	Arguments json.RawMessage `json:"arguments"`
}

type content struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

type toolCallResult struct {
	Content []content `json:"content"`
	IsError bool      `json:"isError,omitempty"`
}

func errorResult(msg string) toolCallResult {
	return toolCallResult{Content: []content{{Type: "text", Text: msg}}, IsError: true}
}

func textResult(msg string) toolCallResult {
	return toolCallResult{Content: []content{{Type: "text", Text: msg}}}
}

type echoArgs struct {
	Text string `json:"text"`
}

func callTool(raw json.RawMessage) toolCallResult {
	var params toolCallParams
	if err := json.Unmarshal(raw, &params); err != nil {
		return errorResult(fmt.Sprintf("invalid params: %v", err)) // want `tools/call params that do not decode \(a malformed request\) are answered with an isError result`
	}
	switch params.Name {
	case "echo":
		var args echoArgs
		if err := json.Unmarshal(params.Arguments, &args); err != nil {
			// Look-alike: the tool's arguments, an input error.
			return errorResult("echo: " + err.Error())
		}
		return textResult(args.Text)
	}
	return errorResult("no such tool") // want `a tool name that is not in the lookup table is answered with an isError result`
}

func handle(req request) response {
	switch req.Method {
	case "tools/call":
		result := callTool(req.Params)
		return response{ID: req.ID, Result: result}
	}
	return response{ID: req.ID, Error: &rpcError{Code: -32601, Message: "method not found"}}
}

var _ = handle
