package tools

import (
	"errors"

	mcp_golang "github.com/metoro-io/mcp-golang"
)

// Key is a local argument type that checks itself.
type Key struct {
	Key string `json:"key"`
}

func (k Key) Validate() error {
	if k.Key == "" {
		return errors.New("key is required")
	}
	return nil
}

func RegisterLocal(s *mcp_golang.Server) error {
	return s.RegisterTool("get_key", "Get.", func(a Key) (*mcp_golang.ToolResponse, error) { // want `tool "get_key": the handler fails the call without argument "key" \(Key.Validate refuses an empty Key\)`
		if err := a.Validate(); err != nil {
			return nil, err
		}
		return mcp_golang.NewToolResponse(mcp_golang.NewTextContent(a.Key)), nil
	})
}
