// Package gosdkmw holds go-sdk receiving middleware that routes tools/call.
package gosdkmw

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// known answers an unknown tool itself, with an isError result.
func known(tools map[string]bool) mcp.Middleware {
	return func(next mcp.MethodHandler) mcp.MethodHandler {
		return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
			if r, ok := req.(*mcp.CallToolRequest); ok {
				if !tools[r.Params.Name] && r.Params.Name != "" {
					return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "unknown tool " + r.Params.Name}}}, nil // want `receiving middleware: a tool name that is not in the lookup table`
				}
				if _, ok := tools[r.Params.Name]; !ok {
					return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "tool does not exist"}}}, nil // want `receiving middleware: a tool name that is not in the lookup table`
				}
			}
			return next(ctx, method, req)
		}
	}
}

// knownGood answers with -32602.
func knownGood(tools map[string]bool) mcp.Middleware {
	return func(next mcp.MethodHandler) mcp.MethodHandler {
		return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
			if method == "tools/call" {
				r := req.(*mcp.CallToolRequest)
				if _, ok := tools[r.Params.Name]; !ok {
					return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "unknown tool"}
				}
			}
			return next(ctx, method, req)
		}
	}
}

// quota keys a policy table by tool name: a miss is not an unknown tool.
func quota(left map[string]int) mcp.Middleware {
	return func(next mcp.MethodHandler) mcp.MethodHandler {
		return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
			if r, ok := req.(*mcp.CallToolRequest); ok {
				if _, ok := left[r.Params.Name]; !ok {
					return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "quota exhausted"}}}, nil
				}
			}
			return next(ctx, method, req)
		}
	}
}

func Setup() {
	s := mcp.NewServer(&mcp.Implementation{Name: "mw", Version: "1"}, nil)
	s.AddReceivingMiddleware(known(nil), knownGood(nil), quota(nil))
}
