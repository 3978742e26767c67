package droppedrequest

import (
	"bufio"
	"encoding/json"
	"io"
	"log"
)

// lineServer hands each line its read loop reads to a goroutine that
// decodes and dispatches it.
type lineServer struct {
	in  io.Reader
	out *json.Encoder
}

func (s *lineServer) run() {
	sc := bufio.NewScanner(s.in)
	for sc.Scan() {
		line := append([]byte(nil), sc.Bytes()...)
		go s.handleLine(line)
	}
}

func (s *lineServer) handleLine(data []byte) {
	var req request
	if err := json.Unmarshal(data, &req); err != nil {
		log.Printf("bad message: %v", err)
		return // want `a message that does not decode as a request is dropped here with only a log line: JSON-RPC 2.0 answers it with error -32700`
	}
	_ = s.out.Encode(handle(req))
}

// answeringServer's handler answers what it cannot decode.
type answeringServer struct {
	in  io.Reader
	out *json.Encoder
}

func (s *answeringServer) run() {
	sc := bufio.NewScanner(s.in)
	for sc.Scan() {
		s.handleLine(sc.Bytes())
	}
}

func (s *answeringServer) handleLine(data []byte) {
	var req request
	if err := json.Unmarshal(data, &req); err != nil {
		_ = s.out.Encode(response{JSONRPC: "2.0", Error: map[string]any{"code": -32700, "message": "Parse error"}})
		return
	}
	_ = s.out.Encode(handle(req))
}

var _ = []func(){(&lineServer{}).run, (&answeringServer{}).run}
