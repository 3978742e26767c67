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

// callPeerMap decodes the body into a map and tests its "error" key: the
// daemon's failures come in the body, and they reach the tool.
func callPeerMap(ctx context.Context, tool string) (json.RawMessage, error) {
	resp, err := http.Get("http://leader/map?tool=" + tool)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var result map[string]any
	if err := json.NewDecoder(resp.Body).Decode(&result); err != nil {
		return nil, err
	}
	if msg, ok := result["error"].(string); ok && msg != "" {
		return nil, errors.New(msg)
	}
	data, _ := json.Marshal(result["data"])
	return data, nil
}

// callPeerMapBlind reads another key of the same map: the unread status
// is reported.
func callPeerMapBlind(ctx context.Context, tool string) (json.RawMessage, error) {
	resp, err := http.Get("http://leader/map?tool=" + tool) // want `tool "peer_map_blind": the status of this HTTP response is never read`
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var result map[string]any
	if err := json.NewDecoder(resp.Body).Decode(&result); err != nil {
		return nil, err
	}
	if v, ok := result["data"].(string); ok && v == "" {
		return nil, errors.New("empty")
	}
	data, _ := json.Marshal(result["data"])
	return data, nil
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
	s.AddTool(mcp.NewTool("peer_map"), peerTool(callPeerMap))
	s.AddTool(mcp.NewTool("peer_map_blind"), peerTool(callPeerMapBlind))
}
