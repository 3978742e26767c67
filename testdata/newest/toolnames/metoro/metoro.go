// Package metoro registers tools with metoro-io/mcp-golang.
package metoro

import (
	mcp_golang "github.com/metoro-io/mcp-golang"
)

type HelloArgs struct {
	Name string `json:"name" jsonschema:"required"`
}

func hello(args HelloArgs) (*mcp_golang.ToolResponse, error) {
	return mcp_golang.NewToolResponse(mcp_golang.NewTextContent("hi " + args.Name)), nil
}

const greet = "say.hello"

func Setup(s *mcp_golang.Server) error {
	if err := s.RegisterTool("hello world", "says hello", hello); err != nil { // want `tool name "hello world" has a space at offset 5; .*: write "hello_world"`
		return err
	}
	if err := s.RegisterTool(greet, "says hello", hello); err != nil {
		return err
	}
	return s.RegisterTool(greet, "says hello again", hello) // want `tool "say.hello" is already registered on server s at metoro.go:\d+`
}
