// Package metoro is an mcp-golang server: a tool that registers another
// tool (positive) beside metoro's updating_registrations_on_the_fly
// example, which changes the list from a timer started at start-up
// (negative).
package metoro

import (
	"time"

	mcp_golang "github.com/metoro-io/mcp-golang"
)

type Args struct {
	Name string `json:"name"`
}

func hello(args Args) (*mcp_golang.ToolResponse, error) {
	return mcp_golang.NewToolResponse(mcp_golang.NewTextContent("hello " + args.Name)), nil
}

func enable(s *mcp_golang.Server) error { return s.RegisterTool("admin", "admin tool", hello) }

func setup(s *mcp_golang.Server) error {
	if err := s.RegisterTool("enable_admin", "adds the admin tool", func(args Args) (*mcp_golang.ToolResponse, error) {
		if err := enable(s); err != nil { // want `tool "enable_admin" changes the tool set while answering a request \(metoro.enable -> \(\*mcp_golang.Server\).RegisterTool\)`
			return nil, err
		}
		return mcp_golang.NewToolResponse(mcp_golang.NewTextContent("enabled")), nil
	}); err != nil {
		return err
	}
	if err := s.RegisterTool("drop", "drops the admin tool", func(args Args) (*mcp_golang.ToolResponse, error) {
		_ = s.DeregisterTool("admin") // want `tool "drop" changes the tool set while answering a request \(\(\*mcp_golang.Server\).DeregisterTool\)`
		return mcp_golang.NewToolResponse(mcp_golang.NewTextContent("dropped")), nil
	}); err != nil {
		return err
	}
	// updating_registrations_on_the_fly: a timer started at start-up.
	go func() {
		for {
			_ = s.RegisterTool("hello", "Say hello", hello)
			time.Sleep(time.Second)
			_ = s.DeregisterTool("hello")
		}
	}()
	return nil
}

var _ = setup
