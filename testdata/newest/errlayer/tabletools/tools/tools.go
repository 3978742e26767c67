// Package tools defines its tools as literals of a project struct type
// and imports no SDK: another package adapts them. What their code drops
// on the way to an answer is reported here.
package tools

import (
	"context"
	"io"
	"log"
	"net/http"
	"os"
)

type ToolDefinition struct {
	Name        string
	Description string
	InputSchema map[string]any
	Handler     func(ctx context.Context, args map[string]any) (any, error)
}

var Registry []ToolDefinition

func Register(def ToolDefinition) { Registry = append(Registry, def) }

func init() {
	Register(ToolDefinition{
		Name:        "read_all",
		Description: "Read the files.",
		InputSchema: map[string]any{"type": "object"},
		Handler:     readAll,
	})
	Register(ToolDefinition{
		Name:        "fetch_logs",
		InputSchema: map[string]any{"type": "object"},
		Handler: func(ctx context.Context, args map[string]any) (any, error) {
			resp, err := http.Get("http://logs.local/recent") // want `tool "fetch_logs": the status of this HTTP response is never read`
			if err != nil {
				return nil, err
			}
			defer resp.Body.Close()
			b, err := io.ReadAll(resp.Body)
			if err != nil {
				return nil, err
			}
			return string(b), nil
		},
	})
}

func readAll(ctx context.Context, args map[string]any) (any, error) {
	entries, err := os.ReadDir("data")
	if err != nil {
		return nil, err
	}
	var out []string
	for _, e := range entries {
		data, err := os.ReadFile(e.Name())
		if err != nil {
			log.Printf("skip %s: %v", e.Name(), err)
			continue // want `tool "read_all": when os.ReadFile fails, this continue drops the item`
		}
		out = append(out, string(data))
	}
	return out, nil
}

// Command is a CLI's command table: a name, a description and a function,
// but no arguments' schema. Not a tool.
type Command struct {
	Name        string
	Description string
	Run         func(args []string) error
}

var Commands = []Command{{Name: "cat", Description: "Print the files.", Run: cat}}

func cat(args []string) error {
	for _, f := range args {
		data, err := os.ReadFile(f)
		if err != nil {
			log.Printf("skip %s: %v", f, err)
			continue
		}
		os.Stdout.Write(data)
	}
	return nil
}
