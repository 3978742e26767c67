// Package metoro: mcp-golang infers required only from
// jsonschema:"required"; a handler that refuses an empty value of a field
// without it contradicts the schema.
package metoro

import (
	"errors"

	mcp_golang "github.com/metoro-io/mcp-golang"
)

type Args struct {
	Path  string `json:"path" jsonschema:"description=Where to look"`
	Query string `json:"query" jsonschema:"required,description=What to find"`
}

func Register(s *mcp_golang.Server) error {
	return s.RegisterTool("find", "Find text in files.", func(a Args) (*mcp_golang.ToolResponse, error) {
		if a.Path == "" { // want `tool "find": the handler fails the call without argument "path" \(the check a.Path == ""\), but the schema mcp-golang infers from Args leaves it optional \(no jsonschema:"required"\)`
			return nil, errors.New("path is required")
		}
		if a.Query == "" { // required by the tag: right
			return nil, errors.New("query is required")
		}
		return mcp_golang.NewToolResponse(mcp_golang.NewTextContent(a.Path + a.Query)), nil
	})
}
