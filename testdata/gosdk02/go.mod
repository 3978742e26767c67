// Fixtures checked against go-sdk v0.2.0, which turns every handler
// error, raw or typed, into an isError result (docs/sdks.md).
module fixtures

go 1.26

require github.com/modelcontextprotocol/go-sdk v0.2.0

require github.com/yosida95/uritemplate/v3 v3.0.2 // indirect
