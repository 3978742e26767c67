package gosdk

import "github.com/modelcontextprotocol/go-sdk/mcp"

// Tests build odd names on purpose: definitions in tests are not checked.
var _ = &mcp.Tool{Name: "bad name in a test"}
