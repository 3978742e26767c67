// Package to holds a project's result helpers: ErrorResult logs the error
// and hands it on as the handler's error, which mcp-go sends as a
// JSON-RPC error; ToolError answers it with an isError result.
package to

import (
	"log"

	"github.com/mark3labs/mcp-go/mcp"
)

// ErrorResult hands err on.
func ErrorResult(err error) (*mcp.CallToolResult, error) { // want ErrorResult:"error result: unknown \\(passes parameter 0 on\\)"
	log.Print(err)
	return nil, err
}

// ToolError answers err with an isError result.
func ToolError(err error) (*mcp.CallToolResult, error) { // want ToolError:"error result: nil"
	return mcp.NewToolResultError(err.Error()), nil
}
