// Fixtures checked against mcp-go v0.15.0, whose CallToolRequest holds the
// decoded arguments in a map field (req.Params.Arguments is a
// map[string]interface{} before v0.29, an any from then on).
module fixtures

go 1.26

require github.com/mark3labs/mcp-go v0.15.0

require (
	github.com/google/uuid v1.6.0 // indirect
	github.com/yosida95/uritemplate/v3 v3.0.2 // indirect
)
