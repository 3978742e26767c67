// Package droppedrequest is a hand-rolled stdio server whose read loop
// skips some messages without an answer.
package droppedrequest

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"os"
)

type request struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      any             `json:"id,omitempty"`
	Method  string          `json:"method"`
	Params  json.RawMessage `json:"params,omitempty"`
}

type response struct {
	JSONRPC string `json:"jsonrpc"`
	ID      any    `json:"id"`
	Result  any    `json:"result,omitempty"`
	Error   any    `json:"error,omitempty"`
}

type setting struct {
	Key   string `json:"key"`
	Value string `json:"value"`
}

func handle(req request) response {
	switch req.Method {
	case "tools/list":
		return response{JSONRPC: "2.0", ID: req.ID, Result: map[string]any{"tools": []any{}}}
	case "tools/call":
		return response{JSONRPC: "2.0", ID: req.ID, Result: map[string]any{"content": []any{}}}
	}
	return response{JSONRPC: "2.0", ID: req.ID, Error: map[string]any{"code": -32601, "message": "method not found"}}
}

func serve() {
	out := json.NewEncoder(os.Stdout)
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		var req request
		if err := json.Unmarshal(sc.Bytes(), &req); err != nil {
			log.Printf("bad request: %v", err)
			continue // want `a message that does not decode as a request is dropped here with only a log line: JSON-RPC 2.0 answers it with error -32700`
		}
		if req.JSONRPC != "2.0" {
			log.Printf("version %q", req.JSONRPC)
			continue // want `a request that names another JSON-RPC version is dropped here with only a log line`
		}
		if req.ID == nil {
			continue // a notification: no answer is due
		}
		_ = out.Encode(handle(req))
	}
}

// serveAnswering answers what it cannot decode, and skips settings lines
// that are not requests.
func serveAnswering() {
	out := json.NewEncoder(os.Stdout)
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		var req request
		err := json.Unmarshal(sc.Bytes(), &req)
		if err != nil {
			_ = out.Encode(response{JSONRPC: "2.0", Error: map[string]any{"code": -32700, "message": "Parse error"}})
			continue
		}
		_ = out.Encode(handle(req))
	}
}

func loadSettings(lines [][]byte) []setting {
	var out []setting
	for _, l := range lines {
		var s setting
		if err := json.Unmarshal(l, &s); err != nil {
			fmt.Fprintln(os.Stderr, "skipping setting:", err)
			continue
		}
		out = append(out, s)
	}
	return out
}

// relay reads a child server's output (a client's loop, not this server's
// requests): a message it cannot decode is its own business.
func relay(out io.Reader) {
	sc := bufio.NewScanner(out)
	for sc.Scan() {
		var msg request
		if err := json.Unmarshal(sc.Bytes(), &msg); err != nil {
			log.Printf("bad message from child: %v", err)
			continue
		}
		_ = handle(msg)
	}
}
