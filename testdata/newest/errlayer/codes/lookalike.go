package codes

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// Look-alikes of the _meta and protocol-version checks: nothing here is
// reported.

// document is a business object with its own metadata.
type document struct {
	ID   string
	Meta map[string]string
}

// docMeta: a stored document without metadata is a server fault, not a
// request missing _meta.
func docMeta(d document) error {
	if d.Meta == nil {
		return &jsonrpc.Error{Code: jsonrpc.CodeInternalError, Message: "document " + d.ID + " has no metadata"}
	}
	return nil
}

// upstreamVersion: a gateway whose upstream speaks a protocol version it
// does not implement; the request's own version is fine.
func upstreamVersion(v string) error {
	return &jsonrpc.Error{Code: jsonrpc.CodeInternalError, Message: fmt.Sprintf("upstream server protocol version %q is not supported", v)}
}

// upstreamVersionMCPGo is the same with mcp-go.
func upstreamVersionMCPGo(id mcp.RequestId, v string) mcp.JSONRPCError {
	return mcp.NewJSONRPCError(id, mcp.INTERNAL_ERROR, "backend MCP server: unsupported protocol version "+v, nil)
}

// apiVersion is a tool whose business is an upstream API with versions;
// its failures are isError results, which this check does not read.
func apiVersion(ctx context.Context, req *gosdk.CallToolRequest) (*gosdk.CallToolResult, error) {
	return &gosdk.CallToolResult{IsError: true, Content: []gosdk.Content{&gosdk.TextContent{Text: "unsupported protocol version: the Kafka broker speaks 0.10"}}}, nil
}

// metaText is an isError result that talks about _meta.
func metaText() *mcp.CallToolResult {
	return mcp.NewToolResultError("field _meta.author is required in the front matter")
}
