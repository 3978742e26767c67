package ownhelper

import (
	"context"
	"encoding/xml"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Config struct {
	Data map[string]string
}

// ToXML encodes the server's own configuration: it fails as the encoder
// does (giantswarm's cfg.ToYAML), a server error.
func (c *Config) ToXML() (string, error) { // want ToXML:"error result: nil"
	b, err := xml.Marshal(c.Data)
	if err != nil {
		return "", fmt.Errorf("failed to marshal to XML: %w", err)
	}
	return string(b), nil
}

func configGet(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	cfg := &Config{Data: map[string]string{"a": "b"}}
	out, err := cfg.ToXML()
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(out), nil
}

func RegisterConfig(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("config_get"), configGet)
}
