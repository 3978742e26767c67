// Package tools: directory walks whose callback answers the walk's error
// with nil, here and in package files.
package tools

import (
	"context"
	"errors"
	"io/fs"
	"log"
	"os"
	"path/filepath"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"fixtures/errlayer/walkskip/files"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("search_files", mcp.WithString("path", mcp.Required())), searchFiles)
	s.AddTool(mcp.NewTool("count_go", mcp.WithString("path", mcp.Required())), countGo)
	s.AddTool(mcp.NewTool("find", mcp.WithString("path", mcp.Required())), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		got, err := files.Matching(req.GetString("path", "."), ".go") // want `tool "find": files.Matching walks a directory with a callback that answers every error of filepath.WalkDir with nil \(files.go:16\), the root's own too`
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		checked, err := files.Checked(req.GetString("path", "."))
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(strings.Join(append(got, checked...), "\n")), nil
	})
	s.AddTool(mcp.NewTool("stat_first", mcp.WithString("path", mcp.Required())), statFirst)
	s.AddTool(mcp.NewTool("propagate", mcp.WithString("path", mcp.Required())), propagate)
	s.AddTool(mcp.NewTool("none_found", mcp.WithString("path", mcp.Required())), noneFound)
	s.AddTool(mcp.NewTool("modules", mcp.WithString("path", mcp.Required())), modules)
	st := &files.Store{Dir: "/var/lib/notes"}
	s.AddTool(mcp.NewTool("notes"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText(strings.Join(st.Notes(), "\n")), nil
	})
}

// modules looks at the path before it hands it to a walking helper.
func modules(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	root := req.GetString("path", ".")
	if _, err := os.Stat(root); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(strings.Join(goMods(root), "\n")), nil
}

func goMods(root string) []string {
	var out []string
	filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.Name() == "go.mod" {
			out = append(out, p)
		}
		return nil
	})
	return out
}

func searchFiles(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	root := req.GetString("path", ".")
	var matches []string
	err := filepath.Walk(root, func(p string, info os.FileInfo, err error) error {
		if err != nil {
			log.Printf("skip %s: %v", p, err)
			return nil // want `tool "search_files": this answers every error filepath.Walk hands its callback with nil, the root's own too, so a path that does not exist`
		}
		matches = append(matches, p)
		return nil
	})
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(strings.Join(matches, "\n")), nil
}

func countGo(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n := 0
	fs.WalkDir(os.DirFS(req.GetString("path", ".")), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return fs.SkipDir // want `tool "count_go": this answers every error fs.WalkDir hands its callback with nil`
		}
		if strings.HasSuffix(p, ".go") {
			n++
		}
		return nil
	})
	return mcp.NewToolResultText(strings.Repeat("*", n)), nil
}

// statFirst answers a root that is not there before the walk: the nil
// only skips what cannot be read below it, the author's leniency.
func statFirst(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	root := req.GetString("path", ".")
	if _, err := os.Stat(root); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	var out []string
	filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		out = append(out, p)
		return nil
	})
	return mcp.NewToolResultText(strings.Join(out, "\n")), nil
}

// propagate returns the walk's error, or decides per error.
func propagate(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	root := req.GetString("path", ".")
	var out []string
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if errors.Is(err, fs.ErrPermission) {
				return nil
			}
			return err
		}
		out = append(out, p)
		return nil
	})
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	err = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil && p != root {
			return nil
		}
		if err != nil {
			return err
		}
		out = append(out, p)
		return nil
	})
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(strings.Join(out, "\n")), nil
}

// noneFound answers an empty walk with a failure: a root that is not
// there reaches the model.
func noneFound(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var out []string
	filepath.WalkDir(req.GetString("path", "."), func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		out = append(out, p)
		return nil
	})
	if len(out) == 0 {
		return mcp.NewToolResultError("no file found under the path"), nil
	}
	return mcp.NewToolResultText(strings.Join(out, "\n")), nil
}
