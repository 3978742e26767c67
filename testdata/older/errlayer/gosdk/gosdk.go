// Package gosdk holds errlayer cases for go-sdk v1.4.1.
package gosdk

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Q string `json:"q"`
}

// Store is an upstream dependency.
type Store interface {
	Get(ctx context.Context, key string) (string, error)
}

var store Store

func raw(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v, err := store.Get(ctx, "k")
	if err != nil {
		return nil, err // want `tool "raw": go-sdk sends this error as a JSON-RPC error with code 0 \(from \(gosdk.Store\).Get\)`
	}
	if v == "" {
		return nil, nil // want `tool "raw" returns \(nil, nil\): go-sdk sends "result": null, which is not a CallToolResult`
	}
	if v == "x" {
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "bad key"}
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: v}}}, nil
}

func typed(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	v, err := store.Get(ctx, in.Q)
	if err != nil {
		return nil, nil, err
	}
	if v == "" {
		return nil, nil, errors.New("not found")
	}
	if v == "gone" {
		return nil, nil, &jsonrpc.Error{Code: jsonrpc.CodeMethodNotFound, Message: "gone"} // want `tool "typed": go-sdk sends this \*jsonrpc.Error \(code -32601\) as a JSON-RPC error`
	}
	if v == "wrapped" {
		return nil, nil, fmt.Errorf("x: %w", &jsonrpc.Error{Code: 401, Message: "auth"}) // want `tool "typed": go-sdk passes a \*jsonrpc.Error through a typed handler only when it is returned unwrapped`
	}
	return nil, v, nil
}

func Setup() {
	s := mcp.NewServer(&mcp.Implementation{Name: "x", Version: "1"}, nil)
	s.AddTool(&mcp.Tool{Name: "raw", InputSchema: json.RawMessage(`{"type":"object"}`)}, raw)
	mcp.AddTool(s, &mcp.Tool{Name: "typed"}, typed)
}
