// Package handlers writes go-sdk typed handlers that another package
// registers (with the schema go-sdk infers from their argument struct).
package handlers

import (
	"context"
	"errors"
	"fmt"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type AnalyzeParams struct {
	ProjectPath string `json:"project_path"`
	Depth       int    `json:"depth"`
}

// Analyze defaults an empty project path to the working directory.
func Analyze(ctx context.Context, req *mcp.CallToolRequest, p AnalyzeParams) (*mcp.CallToolResult, any, error) { // want Analyze:"field defaults 1"
	path := p.ProjectPath
	if path == "" {
		wd, _ := os.Getwd()
		path = wd
	}
	if p.Depth == 0 {
		return nil, nil, errors.New("depth is required")
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(path, p.Depth)}}}, nil, nil
}

type ConfigParams struct {
	Environment string `json:"environment,omitempty"`
}

// Config defaults a field its schema already leaves optional.
func Config(ctx context.Context, req *mcp.CallToolRequest, p ConfigParams) (*mcp.CallToolResult, any, error) { // want Config:"field defaults 1"
	if p.Environment == "" {
		p.Environment = "development"
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: p.Environment}}}, nil, nil
}
