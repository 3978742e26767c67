// Package gosdkmw registers a raw go-sdk handler on a server whose
// receiving middleware turns errors into isError results: not reported.
package gosdkmw

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// convert is receiving middleware that turns tools/call errors into
// isError results; its own returns are not tool handler returns.
func convert(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		res, err := next(ctx, method, req)
		if err != nil && method == "tools/call" {
			r := &mcp.CallToolResult{}
			r.SetError(err)
			return r, nil
		}
		return res, err
	}
}

// SetupConverted registers a raw handler on a server whose receiving
// middleware converts errors: the model cannot tell, nothing is reported.
func SetupConverted() {
	s := mcp.NewServer(&mcp.Implementation{Name: "y", Version: "1"}, nil)
	s.AddReceivingMiddleware(convert)
	s.AddTool(&mcp.Tool{Name: "converted", InputSchema: json.RawMessage(`{"type":"object"}`)}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, errors.New("converted by middleware")
	})
}
