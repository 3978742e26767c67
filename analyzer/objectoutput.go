package analyzer

import "golang.org/x/mod/semver"

// ObjectOutputOnly reports whether go-sdk at version v refuses, by a panic
// in (*Server).AddTool, an output schema whose root type is not "object":
// "AddTool %q: output schema must have type \"object\"" (mcp/server.go,
// read in every release from v0.3.0 to v1.6.1; v1.7.0 accepts any valid
// schema, as MCP 2026-07-28 does). mcp.AddTool infers the schema from Out,
// so an Out that encodes as an array or a primitive stops the server at
// start-up. An unknown version is not known to refuse.
func ObjectOutputOnly(v string) bool {
	return semver.IsValid(v) && semver.Compare(v, "v0.3.0") >= 0 && semver.Compare(v, "v1.7.0") < 0
}
