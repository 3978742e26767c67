// want package:"uses mcp"

// Package metoro registers a tool with metoro-io/mcp-golang.
package metoro

import (
	mcp_golang "github.com/metoro-io/mcp-golang"
)

type HelloArgs struct {
	Name string `json:"name" jsonschema:"required"`
}

func Setup(s *mcp_golang.Server) error { // want Setup:"registers\\(hello\\) on param 0" Setup:"mutates tools: metoro.Setup \\(\\*mcp_golang.Server\\).RegisterTool"
	// 21. mcp-golang RegisterTool with a reflection-typed handler
	return s.RegisterTool("hello", "says hello", func(args HelloArgs) (*mcp_golang.ToolResponse, error) {
		return mcp_golang.NewToolResponse(mcp_golang.NewTextContent("hi " + args.Name)), nil
	})
}
