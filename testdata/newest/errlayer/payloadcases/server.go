// Package payloadcases is a hand-rolled stdio server whose tools/call
// branch switches on the tool's name and sends what each tool function
// returns, a map, as the result: an error-named helper without isError
// and a bare {"error": ...} map hide the failure.
package payloadcases

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
)

type message struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      any             `json:"id,omitempty"`
	Method  string          `json:"method,omitempty"`
	Params  json.RawMessage `json:"params,omitempty"`
	Result  any             `json:"result,omitempty"`
	Error   any             `json:"error,omitempty"`
}

type callParams struct {
	Name      string         `json:"name"`
	Arguments map[string]any `json:"arguments"`
}

type response struct {
	Content []block `json:"content"`
}

type block struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

func (r *response) toMap() map[string]any { return map[string]any{"content": r.Content} }

func successResponse(text string) map[string]any {
	return (&response{Content: []block{{Type: "text", Text: text}}}).toMap()
}

// errorResponse says error, and sets no isError.
func errorResponse(text string) map[string]any {
	return (&response{Content: []block{{Type: "text", Text: text}}}).toMap()
}

// failedResult says error, and sets it.
func failedResult(text string) map[string]any {
	return map[string]any{"content": []block{{Type: "text", Text: text}}, "isError": true}
}

// rpcError builds a JSON-RPC error, not a result.
func rpcError(code int, text string) map[string]any {
	return map[string]any{"code": code, "message": text}
}

type server struct{ jobs map[string]string }

func (s *server) serve() {
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		var msg message
		if err := json.Unmarshal(sc.Bytes(), &msg); err != nil {
			s.send(message{JSONRPC: "2.0", Error: rpcError(-32700, "Parse error")})
			continue
		}
		switch msg.Method {
		case "tools/list":
			s.send(message{JSONRPC: "2.0", ID: msg.ID, Result: map[string]any{"tools": []any{}}})
		case "tools/call":
			s.call(msg)
		}
	}
}

func (s *server) call(msg message) {
	var p callParams
	if err := json.Unmarshal(msg.Params, &p); err != nil {
		s.send(message{JSONRPC: "2.0", ID: msg.ID, Error: rpcError(-32602, "invalid params")})
		return
	}
	var result map[string]any
	switch p.Name {
	case "job_status":
		result = s.jobStatus(p.Arguments)
	case "job_cancel":
		result = s.jobCancel(p.Arguments)
	case "job_list":
		result = s.jobList(p.Arguments)
	default:
		s.send(message{JSONRPC: "2.0", ID: msg.ID, Error: rpcError(-32602, "unknown tool")})
		return
	}
	s.send(message{JSONRPC: "2.0", ID: msg.ID, Result: result})
}

func (s *server) jobStatus(args map[string]any) map[string]any {
	id, _ := args["id"].(string)
	st, ok := s.jobs[id]
	if !ok {
		return errorResponse(fmt.Sprintf("Job %q not found", id)) // want `tool "job_status": the failure goes back through errorResponse \(server.go:\d+\), whose name says error but whose result has no isError`
	}
	return successResponse(st)
}

func (s *server) jobCancel(args map[string]any) map[string]any {
	id, _ := args["id"].(string)
	if _, ok := s.jobs[id]; !ok {
		return map[string]any{"error": "no such job: " + id} // want `tool "job_cancel": the failure goes back as a result that holds only an "error" key`
	}
	delete(s.jobs, id)
	return successResponse("cancelled")
}

// jobList answers its failure with isError: not reported.
func (s *server) jobList(args map[string]any) map[string]any {
	if s.jobs == nil {
		return failedResult("no job store")
	}
	return successResponse(fmt.Sprint(len(s.jobs), " jobs"))
}

func (s *server) send(m message) {
	b, _ := json.Marshal(m)
	fmt.Println(string(b))
}
