// Package api declares the project's own tool struct and handler types
// (kubernetes-mcp-server's pkg/api); it imports no SDK.
package api

type Tool struct {
	Name        string
	Description string
}

type Params struct{ Args map[string]any }

type Result struct {
	Content string
	Error   error
}

type HandlerFunc func(p Params) (*Result, error)

type ServerTool struct {
	Tool    Tool
	Handler HandlerFunc
}
