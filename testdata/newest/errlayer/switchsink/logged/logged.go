// Package logged has the same table, but its type switch only logs the
// handler's type: where the handler goes is not written, so what its
// error becomes is unknown and nothing is reported.
package logged

import (
	"context"
	"log"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type toolDef struct {
	tool    *mcp.Tool
	handler any
}

func Raw(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want Raw:"handler errors: logged.go:21"
	if _, err := lookup(req.Params.Name); err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{}, nil
}

func allTools() []toolDef {
	return []toolDef{{&mcp.Tool{Name: "raw"}, Raw}}
}

func registerRaw(s *mcp.Server, td toolDef) {
	switch h := td.handler.(type) {
	case func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error):
		log.Printf("%s: %T", td.tool.Name, h)
	}
}

func Register(s *mcp.Server) {
	for _, td := range allTools() {
		registerRaw(s, td)
	}
}

func lookup(s string) (int, error) {
	b, err := os.ReadFile(s)
	if err != nil {
		return 0, err
	}
	return len(b), nil
}
