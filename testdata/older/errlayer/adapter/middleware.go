package adapter

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Recover is receiving middleware that another package installs. Its
// tools/call branch answers next's error with a JSON-RPC error: that error
// is the SDK's (a raw handler's is JSON-RPC already), not a tool's.
func Recover(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		if method == "tools/call" {
			res, err := next(ctx, method, req)
			if err != nil {
				return nil, &jsonrpc.Error{Code: jsonrpc.CodeInternalError, Message: err.Error()}
			}
			return res, nil
		}
		return next(ctx, method, req)
	}
}
