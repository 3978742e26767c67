// Fixtures checked against mcp-go v0.1.0, the first API: one
// HandleCallTool function for every tool, whose error goes out as JSON-RPC
// error -32603 (server/stdio.go; docs/sdks.md).
module fixtures

go 1.26

require github.com/mark3labs/mcp-go v0.1.0
