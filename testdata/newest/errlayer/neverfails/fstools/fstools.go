// Package fstools serves no MCP itself: its functions answer failures in
// their result map, or return them.
package fstools

import (
	"errors"
	"os"
)

type Result map[string]any

// Search answers every failure in its result: its error is always nil.
func Search(dir string) (Result, error) { // want Search:"error result: nil"
	entries, err := os.ReadDir(dir)
	if err != nil {
		return Result{"isError": true, "text": err.Error()}, nil
	}
	return Result{"text": len(entries)}, nil
}

// Read returns its failure.
func Read(path string) (Result, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Result{"text": string(b)}, nil
}

// Named has a bare return: what it returns is not read.
func Named(path string) (r Result, err error) {
	if path == "" {
		err = errors.New("empty path")
	}
	return
}
