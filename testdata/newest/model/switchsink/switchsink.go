// want package:"uses mcp"
// Package switchsink keeps its tools in a table whose handler field is of
// type any, as a go-sdk server must when its handlers take different
// argument types, and registers each through a type switch that picks
// the instance of the generic mcp.AddTool: the handler's errors become
// isError results, and each tool is named by its row.
package switchsink

import (
	"context"
	"errors"
	"log"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type toolDef struct {
	tool    *mcp.Tool
	handler any
}

type SearchIn struct {
	Query string `json:"query"`
}

type SearchOut struct {
	Hits int `json:"hits"`
}

type GetIn struct {
	ID string `json:"id"`
}

type GetOut struct {
	Title string `json:"title"`
}

func lookup(s string) (int, error) {
	if s == "" {
		return 0, errors.New("upstream unavailable")
	}
	return 1, nil
}

func Search(ctx context.Context, req *mcp.CallToolRequest, in SearchIn) (*mcp.CallToolResult, SearchOut, error) {
	n, err := lookup(in.Query)
	if err != nil {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "search failed: " + err.Error()}}}, SearchOut{}, nil
	}
	return nil, SearchOut{Hits: n}, nil
}

// Get returns its failure as an error, which mcp.AddTool answers with
// an isError result: not reported.
func Get(ctx context.Context, req *mcp.CallToolRequest, in GetIn) (*mcp.CallToolResult, GetOut, error) { // want Get:"pure" Get:"nil on error 1"
	if _, err := lookup(in.ID); err != nil {
		return nil, GetOut{}, err
	}
	return nil, GetOut{Title: in.ID}, nil
}

// Raw is a raw handler: the switch gives it to (*mcp.Server).AddTool,
// which sends its error as a JSON-RPC error.
func Raw(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want Raw:"nil on error 1" Raw:"pure" Raw:"success result helper Raw"
	if _, err := lookup(req.Params.Name); err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{}, nil
}

func allTools() []toolDef {
	return []toolDef{
		{&mcp.Tool{Name: "search"}, Search},
		{&mcp.Tool{Name: "get"}, Get},
		{&mcp.Tool{Name: "raw"}, Raw},
	}
}

func registerTool(s *mcp.Server, td toolDef) { // want registerTool:"mutates tools: switchsink.registerTool mcp.AddTool"
	switch h := td.handler.(type) {
	case func(context.Context, *mcp.CallToolRequest, SearchIn) (*mcp.CallToolResult, SearchOut, error):
		mcp.AddTool(s, td.tool, h)
	case func(context.Context, *mcp.CallToolRequest, GetIn) (*mcp.CallToolResult, GetOut, error):
		mcp.AddTool(s, td.tool, h)
	}
}

// registerRaw's switch gives raw handlers to (*mcp.Server).AddTool.
func registerRaw(s *mcp.Server, td toolDef) { // want registerRaw:"mutates tools: switchsink.registerRaw \\(\\*mcp.Server\\).AddTool"
	switch h := td.handler.(type) {
	case func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error):
		s.AddTool(td.tool, h)
	}
}

func Register(s *mcp.Server) { // want Register:"mutates tools: switchsink.Register switchsink.registerTool mcp.AddTool"
	for _, td := range allTools() {
		registerTool(s, td)
		registerRaw(s, td)
	}
}

// loggedDef's table goes through a type switch that only logs the
// handler's type: where the handler goes is not written, so what its
// error becomes stays unknown.
type loggedDef struct {
	tool    *mcp.Tool
	handler any
}

func LoggedRaw(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want LoggedRaw:"pure" LoggedRaw:"success result helper LoggedRaw"
	return &mcp.CallToolResult{}, nil
}

var logged = []loggedDef{{&mcp.Tool{Name: "logged_raw"}, LoggedRaw}}

func Describe() {
	for _, td := range logged {
		switch h := td.handler.(type) {
		case func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error):
			log.Printf("%s: %T", td.tool.Name, h)
		}
	}
}
