package skipfailret

import (
	"context"
	"errors"
	"os"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Layouts skips a file it cannot read, but fails when none could be
// read: the total failure reaches the model, a part left out is the
// author's leniency.
func Layouts(ctx context.Context, req *mcp.CallToolRequest, in FilesIn) (*mcp.CallToolResult, any, error) { // want Layouts:"handler errors: lenient.go:18 lenient.go:29"
	files, err := goFiles(in.Dir)
	if err != nil {
		return nil, nil, err
	}
	var layouts []string
	for _, path := range files {
		data, err := os.ReadFile(path)
		if err != nil {
			continue // lenient: not reported
		}
		layouts = append(layouts, string(data))
	}
	if len(layouts) == 0 {
		return nil, nil, errors.New("no layout could be read")
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: strings.Join(layouts, "\n")}}}, nil, nil
}

// Themes tests its gathering for emptiness too, but answers an empty
// list as a success: the skip is reported.
func Themes(ctx context.Context, req *mcp.CallToolRequest, in FilesIn) (*mcp.CallToolResult, any, error) { // want Themes:"handler errors: lenient.go:39"
	files, err := goFiles(in.Dir)
	if err != nil {
		return nil, nil, err
	}
	var themes []string
	for _, path := range files {
		data, err := os.ReadFile(path)
		if err != nil {
			continue // want `tool "themes": when os.ReadFile fails, this continue drops the item`
		}
		themes = append(themes, string(data))
	}
	if len(themes) == 0 {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "no themes"}}}, nil, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: strings.Join(themes, "\n")}}}, nil, nil
}

func RegisterLenient(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "layouts"}, Layouts)
	mcp.AddTool(s, &mcp.Tool{Name: "themes"}, Themes)
}
