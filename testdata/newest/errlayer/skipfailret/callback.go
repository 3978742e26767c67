package skipfailret

import (
	"context"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type FilesIn struct {
	Dir string `json:"dir"`
}

func goFiles(dir string) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".go") {
			out = append(out, dir+"/"+e.Name())
		}
	}
	return out, nil
}

// ExportedFuncs gathers in the callback that ast.Inspect runs for each
// file it could read; a file it cannot read is dropped without a word.
func ExportedFuncs(ctx context.Context, req *mcp.CallToolRequest, in FilesIn) (*mcp.CallToolResult, any, error) { // want ExportedFuncs:"handler errors: callback.go:39 callback.go:48"
	var names []string
	fset := token.NewFileSet()
	files, err := goFiles(in.Dir)
	if err != nil {
		return nil, nil, err
	}
	for _, path := range files {
		data, err := os.ReadFile(path)
		if err != nil {
			continue // want `tool "exported_funcs": when os.ReadFile fails, this continue drops the item`
		}
		f, err := parser.ParseFile(fset, path, data, 0)
		if err != nil {
			return nil, nil, err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if fd, ok := n.(*ast.FuncDecl); ok && fd.Name.IsExported() {
				names = append(names, fd.Name.Name)
			}
			return true
		})
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: strings.Join(names, "\n")}}}, nil, nil
}

// Touch keeps nothing of the files but in goroutines it starts: the loop
// itself gathers nothing.
func Touch(ctx context.Context, req *mcp.CallToolRequest, in FilesIn) (*mcp.CallToolResult, any, error) { // want Touch:"handler errors: callback.go:67"
	var sizes []int
	done := make(chan struct{})
	files, err := goFiles(in.Dir)
	if err != nil {
		return nil, nil, err
	}
	for _, path := range files {
		data, err := os.ReadFile(path)
		if err != nil {
			continue
		}
		go func() {
			sizes = append(sizes, len(data))
			done <- struct{}{}
		}()
	}
	return &mcp.CallToolResult{}, nil, nil
}

func RegisterFiles(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "exported_funcs"}, ExportedFuncs)
	mcp.AddTool(s, &mcp.Tool{Name: "touch"}, Touch)
}
