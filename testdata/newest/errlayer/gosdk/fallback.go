package gosdk

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Docs reads a document locally; Mirror downloads it.
type Docs interface {
	Read(name string) (string, error)
	Download(name string) (string, error)
}

var docs Docs

type docIn struct {
	Name string `json:"name"`
}

// readDoc falls back to a download when the local read fails: the
// downloaded content, with a note on the local failure, is the answer.
func readDoc(ctx context.Context, req *mcp.CallToolRequest, in docIn) (*mcp.CallToolResult, any, error) {
	content, err := docs.Read(in.Name)
	if err != nil {
		downloaded, dlErr := docs.Download(in.Name)
		if dlErr != nil {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf("read: %v; download: %v", err, dlErr)}}}, nil, nil
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf("read locally failed (%v); downloaded:\n%s", err, downloaded)}}}, nil, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: content}}}, nil, nil
}

// readDocNamed words the failure with a value found before the failure:
// no fallback, the failure is hidden.
func readDocNamed(ctx context.Context, req *mcp.CallToolRequest, in docIn) (*mcp.CallToolResult, any, error) {
	name, err := docs.Read("index/" + in.Name)
	if err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil, nil
	}
	content, err := docs.Read(name)
	if err != nil {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf("reading %s failed: %v", name, err)}}}, nil, nil // want `tool "readDocNamed": the error's text goes back in a CallToolResult without IsError`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: content}}}, nil, nil
}

func SetupDocs(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "readDoc"}, readDoc)
	mcp.AddTool(s, &mcp.Tool{Name: "readDocNamed"}, readDocNamed)
}
