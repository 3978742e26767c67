// Package helpersmetoro: mcp-golang's ToolResponse has no isError, so a
// failure written into one is sent as an answer; a returned error is
// sent as an isError result.
package helpersmetoro

import (
	"fmt"
	"os"

	mcp_golang "github.com/metoro-io/mcp-golang"
)

type Args struct {
	Path string `json:"path" jsonschema:"required"`
}

func reply(s string) *mcp_golang.ToolResponse {
	return mcp_golang.NewToolResponse(mcp_golang.NewTextContent(s))
}

func Register(s *mcp_golang.Server) error {
	if err := s.RegisterTool("read", "Reads a file.", func(a Args) (*mcp_golang.ToolResponse, error) {
		b, err := os.ReadFile(a.Path)
		if err != nil {
			return mcp_golang.NewToolResponse(mcp_golang.NewTextContent(`{"error": "` + err.Error() + `"}`)), nil // want `tool "read": the error's text goes back in a ToolResponse`
		}
		return reply(string(b)), nil
	}); err != nil {
		return err
	}
	return s.RegisterTool("size", "Size of a file.", func(a Args) (*mcp_golang.ToolResponse, error) {
		fi, err := os.Stat(a.Path)
		if err != nil {
			return nil, err // right: sent as isError
		}
		if fi.Size() < 0 {
			return reply(fmt.Sprintf("file %s not found", a.Path)), nil // want `tool "size": the failure "file %s not found" goes back through reply`
		}
		if fi.IsDir() {
			return reply("a directory has no size"), nil // not an error branch: an answer
		}
		if _, err := os.Open(a.Path); err != nil {
			return reply("cannot open: " + err.Error()), nil // want `tool "size": the error's text goes back through reply`
		}
		return reply("ok"), nil
	})
}
