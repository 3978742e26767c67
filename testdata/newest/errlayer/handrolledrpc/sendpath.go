package handrolledrpc

import (
	"context"
	"encoding/json"
	"io"
)

// handleSent answers a tool failure with an isError result through a
// helper; the helper's own -32603 is for its own failure (the answer
// cannot be encoded), not for the tool's: no finding (AmoyLab/Unla's
// sendToolExecutionError).
func (s *Server) handleSent(ctx context.Context, w io.Writer, req Request) {
	if req.Method != "tools/call" {
		return
	}
	var p callParams
	_ = json.Unmarshal(req.Params, &p)
	tool, ok := s.tools[p.Name]
	if !ok {
		send(w, createErrorResponse(req.ID, -32602, "unknown tool"))
		return
	}
	out, err := tool.Execute(ctx, p.Arguments)
	if err != nil {
		sendToolError(w, req.ID, err)
		return
	}
	send(w, textResult(req.ID, out))
}

func sendToolError(w io.Writer, id any, err error) {
	send(w, &Response{JSONRPC: "2.0", ID: id, Result: toolResult{IsError: true, Content: []map[string]string{{"type": "text", "text": err.Error()}}}})
}

func send(w io.Writer, r *Response) {
	data, err := json.Marshal(r)
	if err != nil {
		data, _ = json.Marshal(&Response{JSONRPC: "2.0", ID: r.ID, Error: &RPCError{Code: -32603, Message: "cannot encode the answer"}})
	}
	_, _ = w.Write(data)
}
