// Package respond holds result helpers used by another package: what
// they build crosses the package boundary as a fact.
package respond

import (
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
)

// JSON answers with v as text; a failure of its own is an isError
// result, so the model cannot say that it always builds a success.
func JSON(v any) *mcp.CallToolResult {
	b, err := json.Marshal(v)
	if err != nil {
		return mcp.NewToolResultError("encoding the answer: " + err.Error())
	}
	return mcp.NewToolResultText(string(b))
}

// Marshal answers with v as text, or fails with a server error of its
// own: its answers are success results.
func Marshal(v any) (*mcp.CallToolResult, error) { // want Marshal:"error result: nil"
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(string(b)), nil
}

// Text answers with s, and a nil error, for `return respond.Text(s)`.
func Text(s string) (*mcp.CallToolResult, error) { // want Text:"error result: nil"
	return mcp.NewToolResultText(s), nil
}

// Error is right: an isError result.
func Error(err error) (*mcp.CallToolResult, error) { // want Error:"error result: nil"
	return mcp.NewToolResultError(err.Error()), nil
}
