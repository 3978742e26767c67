// Package handrolledreply answers each request through a reply method,
// and builds its tool results with a helper whose isError is a
// parameter.
package handrolledreply

import (
	"bufio"
	"encoding/json"
	"os"
)

type rpcMsg struct {
	ID     json.RawMessage `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type rpcErr struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type server struct {
	out   *json.Encoder
	tools map[string]func(json.RawMessage) (string, error)
}

func toolResult(text string, isError bool) map[string]any {
	return map[string]any{
		"content": []map[string]any{{"type": "text", "text": text}},
		"isError": isError,
	}
}

func (s *server) reply(id json.RawMessage, result any, e *rpcErr) {
	resp := map[string]any{"jsonrpc": "2.0", "id": id}
	if e != nil {
		resp["error"] = e
	} else {
		resp["result"] = result
	}
	_ = s.out.Encode(resp)
}

func (s *server) serve() {
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		var msg rpcMsg
		if err := json.Unmarshal(sc.Bytes(), &msg); err != nil {
			s.reply(nil, nil, &rpcErr{Code: -32700, Message: "parse error"})
			continue
		}
		switch msg.Method {
		case "tools/list":
			s.reply(msg.ID, map[string]any{"tools": []any{}}, nil)
		case "tools/call":
			s.call(msg)
		}
	}
}

func (s *server) call(msg rpcMsg) {
	var call struct {
		Name      string          `json:"name"`
		Arguments json.RawMessage `json:"arguments"`
	}
	if err := json.Unmarshal(msg.Params, &call); err != nil {
		s.reply(msg.ID, nil, &rpcErr{Code: -32602, Message: "invalid params"})
		return
	}
	run, ok := s.tools[call.Name]
	if !ok {
		s.reply(msg.ID, toolResult("unknown tool: "+call.Name, true), nil) // want `tools/call dispatcher: a tool name that is not in the lookup table is answered with an isError result`
		return
	}
	out, err := run(call.Arguments)
	if err != nil {
		s.reply(msg.ID, toolResult(err.Error(), true), nil)
		return
	}
	s.reply(msg.ID, toolResult(out, false), nil)
}
