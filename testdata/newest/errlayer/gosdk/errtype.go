package gosdk

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// appError is the project's own error value, with a code in the style of
// JSON-RPC: go-sdk sends a typed handler's returned error as an isError
// result whose text is Error(), so its code never reaches the client as
// a JSON-RPC code, and no code in it is wrong on the wire.
type appError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

func (e *appError) Error() string { return fmt.Sprintf("error %d: %s", e.Code, e.Message) }

func lookupTool(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if in.City == "" {
		return nil, Out{}, &appError{Code: -32601, Message: "Tool not found."}
	}
	return nil, Out{Temperature: 1}, nil
}

func SetupErrType(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "lookup_tool"}, lookupTool)
}
