// Package metoro holds errlayer cases for metoro-io/mcp-golang.
package metoro

import (
	"errors"

	mcp_golang "github.com/metoro-io/mcp-golang"
)

type Args struct {
	Name string `json:"name" jsonschema:"required"`
}

func Setup(s *mcp_golang.Server) {
	_ = s.RegisterTool("hello", "says hello", func(a Args) (*mcp_golang.ToolResponse, error) {
		if a.Name == "" {
			return nil, errors.New("name is required") // mcp-golang: an isError result, not reported
		}
		if a.Name == "nobody" {
			return nil, nil // want `tool "hello" returns \(nil, nil\): mcp-golang dereferences the nil response and the server process crashes`
		}
		return mcp_golang.NewToolResponse(mcp_golang.NewTextContent("hello " + a.Name)), nil
	})
}

// Validate never fails: the branch on its error is dead, so it returns no
// (nil, nil) (hugo-reader's Execute).
func (a *Args) Validate() error { return nil } // want Validate:"error result: nil"

func SetupValidated(s *mcp_golang.Server) {
	_ = s.RegisterTool("validated", "validates first", func(a *Args) (*mcp_golang.ToolResponse, error) {
		if err := a.Validate(); err != nil {
			return nil, err
		}
		return mcp_golang.NewToolResponse(mcp_golang.NewTextContent("hello " + a.Name)), nil
	})
}
