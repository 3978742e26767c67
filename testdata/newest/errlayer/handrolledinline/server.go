// Package handrolledinline is an HTTP JSON-RPC server without an SDK whose
// tools are written inline, one case of a switch on the tool's name each.
package handrolledinline

import (
	"encoding/json"
	"errors"
)

type rpcRequest struct {
	ID     any             `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type rpcResponse struct {
	JSONRPC string    `json:"jsonrpc"`
	ID      any       `json:"id"`
	Result  any       `json:"result,omitempty"`
	Error   *rpcError `json:"error,omitempty"`
}

const (
	rpcInvalidParams = -32602
	rpcInternalError = -32603
)

func rpcErr(id any, code int, msg string) rpcResponse {
	return rpcResponse{JSONRPC: "2.0", ID: id, Error: &rpcError{Code: code, Message: msg}}
}

func rpcOK(id any, result any) rpcResponse {
	return rpcResponse{JSONRPC: "2.0", ID: id, Result: result}
}

func toolResult(text string, isError bool) map[string]any {
	return map[string]any{"content": []map[string]string{{"type": "text", "text": text}}, "isError": isError}
}

type Note struct {
	ID   int64  `json:"id"`
	Body string `json:"body"`
}

type Store struct{ notes map[int64]Note }

func (s *Store) Get(id int64) (Note, error) {
	n, ok := s.notes[id]
	if !ok {
		return Note{}, errors.New("note not found")
	}
	return n, nil
}

func (s *Store) Search(q string) ([]Note, error) {
	if s.notes == nil {
		return nil, errors.New("store unavailable")
	}
	return nil, nil
}

type Handler struct{ store *Store }

func (h *Handler) Dispatch(req rpcRequest) rpcResponse {
	switch req.Method {
	case "tools/call":
		return h.toolsCall(req)
	}
	return rpcErr(req.ID, -32601, "method not found")
}

func (h *Handler) toolsCall(req rpcRequest) rpcResponse {
	var params struct {
		Name      string          `json:"name"`
		Arguments json.RawMessage `json:"arguments"`
	}
	if err := json.Unmarshal(req.Params, &params); err != nil {
		return rpcErr(req.ID, rpcInvalidParams, "invalid params") // params that do not decode: a protocol error
	}
	switch params.Name {
	case "get_note":
		var args struct {
			ID int64 `json:"id"`
		}
		if err := json.Unmarshal(params.Arguments, &args); err != nil || args.ID == 0 {
			return rpcErr(req.ID, rpcInvalidParams, "id is required") // want `tools/call: an invalid or missing argument is answered here with JSON-RPC error -32602`
		}
		note, err := h.store.Get(args.ID)
		if err != nil {
			return rpcErr(req.ID, rpcInternalError, err.Error()) // want `tool "get_note": when h.store.Get fails, the tool's failure is answered here with JSON-RPC error -32603`
		}
		text, err := json.Marshal(note)
		if err != nil {
			return rpcErr(req.ID, rpcInternalError, "encode failed") // the server's own answer: a server error
		}
		return rpcOK(req.ID, toolResult(string(text), false))
	case "search_notes":
		var args struct {
			Query string `json:"query"`
		}
		if err := json.Unmarshal(params.Arguments, &args); err != nil {
			return rpcOK(req.ID, toolResult("query must be a string", true))
		}
		notes, err := h.store.Search(args.Query)
		if err != nil {
			// The look-alike: the failure answered with an isError result.
			return rpcOK(req.ID, toolResult("search failed: "+err.Error(), true))
		}
		text, _ := json.Marshal(notes)
		return rpcOK(req.ID, toolResult(string(text), false))
	default:
		return rpcErr(req.ID, rpcInvalidParams, "unknown tool "+params.Name)
	}
}
