// Package resultlit holds tool results of both SDKs, built with literals
// and with the SDK's builders, for the test of analyzer.ClassifyResult.
// Each want comment is what the test analyzer prints for the returned
// expression (or assignment) on its line.
package resultlit

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

const failed = true

// other has the field names of a result but is not one.
type other struct {
	IsError           bool
	StructuredContent any
}

func empty() any { return &gomcp.CallToolResult{} } // want `lit iserror=absent structured=false`

func isErrorTrue() any { return &gomcp.CallToolResult{IsError: true} } // want `lit iserror=true structured=false`

func isErrorFalse() any { return gomcp.CallToolResult{IsError: false} } // want `lit iserror=false structured=false`

func isErrorConst() any { return &mcp.CallToolResult{IsError: failed} } // want `lit iserror=true structured=false`

func isErrorUnknown(ok bool) any { return &mcp.CallToolResult{IsError: !ok} } // want `lit iserror=unknown structured=false`

func structured(v any) any { return (&gomcp.CallToolResult{StructuredContent: v}) } // want `lit iserror=absent structured=true`

func structuredNil() any { return &mcp.CallToolResult{StructuredContent: nil} } // want `lit iserror=absent structured=false`

func both() any { return &mcp.CallToolResult{IsError: true, StructuredContent: 1} } // want `lit iserror=true structured=true`

func positional() any {
	return mcp.CallToolResult{mcp.Result{}, mcp.MultiRoundTripResult{}, nil, nil, nil, true} // want `lit positional iserror=absent structured=false`
}

func text() any { return mcp.NewToolResultText("x") } // want `op=text`

func errorResult() any { return mcp.NewToolResultError("x") } // want `op=error`

func structuredResult() any { return mcp.NewToolResultStructured(1, "x") } // want `op=structured`

func notAResult() any { return &other{IsError: true} } // want `none`

func rpcError() error { return &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "x"} } // want `none` `code -32602`

func rpcErrorZero() error { return &jsonrpc.Error{Code: 0} } // want `none` `code 0`

func rpcErrorVar(code int64) error { return &jsonrpc.Error{Code: code} } // want `none`

func assign() {
	var r gomcp.CallToolResult
	r.StructuredContent = 1 // want `structured field`
	var o other
	o.StructuredContent = 1
	_ = o
	m := mcp.NewToolResultText("x")
	m.StructuredContent = 1 // want `structured field`
}
