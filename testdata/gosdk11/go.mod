// Fixtures checked against go-sdk v1.1.0 with google/jsonschema-go
// v0.3.0, whose inference makes a slice "array" without null, so go-sdk
// refuses a nil slice in a typed handler's Out (docs/sdks.md).
module fixtures

go 1.26

require (
	github.com/google/jsonschema-go v0.3.0
	github.com/modelcontextprotocol/go-sdk v1.1.0
)

require (
	github.com/yosida95/uritemplate/v3 v3.0.2 // indirect
	golang.org/x/oauth2 v0.30.0 // indirect
)
