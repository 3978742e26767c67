// Package helpersmcpgo: mcp-go handlers that answer failures through
// success helpers of their own and of another package.
package helpersmcpgo

import (
	"context"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"fixtures/errlayer/helpersmcpgo/respond"
)

func plain(s string) *mcp.CallToolResult { return mcp.NewToolResultText(s) }

func readFile(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path := req.GetString("path", "")
	b, err := os.ReadFile(path)
	if err != nil {
		return respond.Text(fmt.Sprintf("cannot read %s: %v", path, err)) // want `tool "read_file": the error's text goes back through Text`
	}
	return respond.Text(string(b))
}

func listDir(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	entries, err := os.ReadDir(req.GetString("path", "."))
	if err != nil {
		return plain(err.Error()), nil // want `tool "list_dir": the error's text goes back through plain`
	}
	names := []string{}
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return respond.JSON(names), nil
}

func statFile(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	fi, err := os.Stat(req.GetString("path", ""))
	if err != nil {
		return respond.Error(err) // right: isError
	}
	if err := checkMode(fi); err != nil {
		return respond.Marshal(map[string]string{"error": err.Error()}) // want `tool "stat_file": the error's text goes back through Marshal`
	}
	if fi.Size() == 0 {
		return respond.JSON(map[string]string{"error": "empty"}), nil // JSON may build an isError result: the model cannot tell
	}
	return respond.JSON(fi.Size()), nil
}

func checkMode(fi os.FileInfo) error {
	if fi.IsDir() {
		return fmt.Errorf("%s is a directory", fi.Name())
	}
	return nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("read_file"), readFile)
	s.AddTool(mcp.NewTool("list_dir"), listDir)
	s.AddTool(mcp.NewTool("stat_file"), statFile)
}
