package httpstatus

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// rpcResponse is a peer's envelope: a failure comes in its Error field.
type rpcResponse struct {
	Data  json.RawMessage `json:"data"`
	Error string          `json:"error"`
}

// callPeer reads no status, but tests the envelope's Error field after
// the decoding: the peer's failures reach the tool (and a body that is
// no envelope fails the decoding).
func callPeer(ctx context.Context, tool string) (json.RawMessage, error) {
	resp, err := http.Get("http://leader/rpc?tool=" + tool)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var r rpcResponse
	if err := json.NewDecoder(resp.Body).Decode(&r); err != nil {
		return nil, err
	}
	if r.Error != "" {
		return nil, errors.New(r.Error)
	}
	return r.Data, nil
}

// callPeerBlind decodes the same envelope and never looks at its Error
// field: the unread status is reported.
func callPeerBlind(ctx context.Context, tool string) (json.RawMessage, error) {
	resp, err := http.Get("http://leader/rpc?tool=" + tool) // want `tool "peer_blind": the status of this HTTP response is never read`
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var r rpcResponse
	if err := json.NewDecoder(resp.Body).Decode(&r); err != nil {
		return nil, err
	}
	return r.Data, nil
}

func peerTool(call func(context.Context, string) (json.RawMessage, error)) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		data, err := call(ctx, req.Params.Name)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(string(data)), nil
	}
}

func RegisterPeer(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("peer"), peerTool(callPeer))
	s.AddTool(mcp.NewTool("peer_blind"), peerTool(callPeerBlind))
}
