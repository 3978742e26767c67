package spec0618

// A hand-rolled server that answers a missing or invalid argument with
// -32602: the protocol error that 2025-06-18 asks for, so nothing is
// reported (errlayer/handrolledargs is the same code under 2025-11-25).

import (
	"encoding/json"
	"fmt"
)

type Message struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      any             `json:"id,omitempty"`
	Method  string          `json:"method,omitempty"`
	Params  json.RawMessage `json:"params,omitempty"`
	Result  any             `json:"result,omitempty"`
	Error   *RPCError       `json:"error,omitempty"`
}

type RPCError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type CallRequest struct {
	Name      string         `json:"name"`
	Arguments map[string]any `json:"arguments"`
}

type Content struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

type CallResult struct {
	Content []Content `json:"content"`
	IsError bool      `json:"isError,omitempty"`
}

func sendError(out *json.Encoder, id any, code int, msg string) {
	out.Encode(Message{JSONRPC: "2.0", ID: id, Error: &RPCError{Code: code, Message: msg}})
}

func sendResult(out *json.Encoder, id any, text string, isError bool) {
	out.Encode(Message{JSONRPC: "2.0", ID: id, Result: CallResult{Content: []Content{{Type: "text", Text: text}}, IsError: isError}})
}

func Handle(msg *Message, out *json.Encoder) {
	switch msg.Method {
	case "tools/call":
		handleCall(msg, out)
	default:
		sendError(out, msg.ID, -32601, "method not found")
	}
}

func handleCall(msg *Message, out *json.Encoder) {
	var req CallRequest
	if err := json.Unmarshal(msg.Params, &req); err != nil {
		sendError(out, msg.ID, -32602, "invalid params") // params that do not decode: a protocol error
		return
	}
	switch req.Name {
	case "apply":
		apply(msg, out, req.Arguments)
	case "rename":
		name, ok := req.Arguments["name"].(string)
		if !ok || name == "" {
			sendError(out, msg.ID, -32602, "name is required")
			return
		}
		sendResult(out, msg.ID, "renamed to "+name, false)
	case "echo":
		text, ok := req.Arguments["text"].(string)
		if !ok {
			// The look-alike: the same check answered with an isError result.
			sendResult(out, msg.ID, "text must be a string", true)
			return
		}
		sendResult(out, msg.ID, text, false)
	default:
		sendError(out, msg.ID, -32602, fmt.Sprintf("unknown tool %q", req.Name)) // an unknown tool: -32602 is right
	}
}

func apply(msg *Message, out *json.Encoder, args map[string]any) {
	ops, ok := args["operations"].([]any)
	if !ok {
		sendError(out, msg.ID, -32602, "operations array is required")
		return
	}
	if len(ops) == 0 {
		sendError(out, msg.ID, -32602, "operations array cannot be empty")
		return
	}
	sendResult(out, msg.ID, fmt.Sprintf("%d operations applied", len(ops)), false)
}
