// want package:"uses mcp" package:"typed handler sinks github.com/mark3labs/mcp-go/server.ToolHandlerFunc unknown"

// Package wiring uses package toolset.
package wiring

import (
	"context"

	"fixtures/model/toolset"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

func handle2(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

func handle3(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

func handle4(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

func Setup() { // want Setup:"mutates tools: wiring.Setup \\(\\*server.MCPServer\\).AddTool"
	s := server.NewMCPServer("x", "1")
	// 22. cross-package factory and cross-package wrapper
	s.AddTool(toolset.SearchTool(), toolset.Convert(handle))
	// 23. cross-package registrar
	toolset.RegisterAll(s)
	// 25. a user function that forwards the registration, from another package
	var f toolset.Filter
	f.AddTool(s, mcp.NewTool("filtered"), handle3)
	// 24. cross-package constant name
	s.AddTool(mcp.NewTool(toolset.Name+"_v2"), handle2)
	// 26. cross-package handler factories: the registration decides
	c := &toolset.Client{}
	s.AddTool(mcp.NewTool("factory_search"), toolset.HandleSearch(c))
	s.AddTool(mcp.NewTool("factory_lookup"), toolset.HandleLookup(c))
	s.AddTool(mcp.NewTool("factory_converted"), toolset.Convert(toolset.HandleSearch(c)))
	s.AddTool(mcp.NewTool("factory_deep"), toolset.HandleDeep(c))
	// 26. look-alikes whose handler the model cannot know
	s.AddTool(mcp.NewTool("factory_wrapper_inside"), toolset.HandleConverted(c))
	s.AddTool(mcp.NewTool("factory_either"), toolset.HandleEither(c))
	s.AddTool(mcp.NewTool("factory_named"), toolset.HandleNamed(c))
	// 27. another package's tool variable, paired here with a handler
	s.AddTools(server.ServerTool{Tool: toolset.IndexTool, Handler: handle4})
	// 28. another package's tool variable built by a function literal
	// called in place
	s.AddTool(toolset.BuiltTool, handle4)
	s.AddTool(toolset.EitherTool, handle4)
}
