// Fixtures checked against go-sdk v0.1.0, whose typed handlers' errors
// go out as JSON-RPC errors with code 0 (docs/sdks.md).
module fixtures

go 1.26

require github.com/modelcontextprotocol/go-sdk v0.1.0
