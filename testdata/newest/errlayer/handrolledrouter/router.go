// Package handrolledrouter is a JSON-RPC server without an SDK whose
// tools/call branch calls a router that switches on the tool's name; the
// dispatcher answers every error with -32603, and the finding lists the
// returns of the tools whose failures reach it.
package handrolledrouter

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
)

type Request struct {
	ID     any             `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type Response struct {
	JSONRPC string    `json:"jsonrpc"`
	ID      any       `json:"id"`
	Result  any       `json:"result,omitempty"`
	Error   *RPCError `json:"error,omitempty"`
}

type RPCError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type Server struct{ client *http.Client }

func (s *Server) handleRequest(ctx context.Context, req *Request) *Response {
	resp := &Response{JSONRPC: "2.0", ID: req.ID}
	switch req.Method {
	case "tools/call":
		result, err := s.handleCallTool(ctx, req.Params)
		if err != nil {
			resp.Error = &RPCError{Code: -32603, Message: err.Error()} // want `tools/call dispatcher: every tool's execution failure \(the error of s.handleCallTool\(...\)\) is answered here with JSON-RPC error -32603, which the client reports as a failed request and the model never reads \(5 returns of this package's tools reach it: see the related positions\)` `tools/call dispatcher: a malformed request \(params that are not an object, no tool name\) or an unknown tool is answered here with JSON-RPC error -32603`
		} else {
			resp.Result = result
		}
	default:
		resp.Error = &RPCError{Code: -32601, Message: "method not found"}
	}
	return resp
}

func (s *Server) handleCallTool(ctx context.Context, params json.RawMessage) (any, error) {
	var p struct {
		Name      string         `json:"name"`
		Arguments map[string]any `json:"arguments"`
	}
	if err := json.Unmarshal(params, &p); err != nil {
		return nil, fmt.Errorf("bad params: %w", err)
	}
	return s.route(ctx, p.Name, p.Arguments)
}

// route is the router: its cases return the tools' errors.
func (s *Server) route(ctx context.Context, name string, args map[string]any) (any, error) {
	switch name {
	case "get_page":
		return s.getPage(ctx, args)
	case "list_pages":
		return s.listPages(ctx)
	case "page_count":
		// intArg is a helper the cases share, not a tool: its failure is
		// lost here, at the case's return (listed), not in intArg.
		limit, err := intArg(args, "limit")
		if err != nil {
			return nil, err
		}
		return limit, nil
	case "page_offset":
		offset, err := intArg(args, "offset")
		if err != nil {
			return nil, err
		}
		return offset, nil
	default:
		return nil, fmt.Errorf("unknown tool: %s", name) // an unknown tool: a dispatch failure, not listed
	}
}

func (s *Server) getPage(ctx context.Context, args map[string]any) (any, error) {
	id, _ := args["id"].(string)
	if id == "" {
		return nil, errors.New("id is required") // listed: a tool's failure
	}
	body, err := s.fetch(ctx, "/pages/"+id)
	if err != nil {
		return nil, err // listed: the tool's return, not its helper's
	}
	out, err := json.Marshal(body)
	if err != nil {
		return nil, err // the server's own failure to encode: not listed
	}
	return string(out), nil
}

func (s *Server) listPages(ctx context.Context) (any, error) {
	if err := ctx.Err(); err != nil {
		return nil, err // cancellation: not listed
	}
	return s.fetch(ctx, "/pages") // listed
}

// fetch is a helper of the tools: its own returns are not listed, the
// tools' returns that pass its error on are.
func (s *Server) fetch(ctx context.Context, path string) (map[string]any, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "http://upstream"+path, nil)
	if err != nil {
		return nil, fmt.Errorf("request: %w", err)
	}
	resp, err := s.client.Do(req) // want `tool "get_page": the status of this HTTP response is never read`
	if err != nil {
		return nil, fmt.Errorf("upstream: %w", err)
	}
	defer resp.Body.Close()
	var v map[string]any
	return v, json.NewDecoder(resp.Body).Decode(&v)
}

func intArg(args map[string]any, key string) (int, error) {
	v, ok := args[key].(float64)
	if !ok {
		return 0, fmt.Errorf("%s must be a number", key)
	}
	return int(v), nil
}
