// Package files gathers files for the tools of package tools.
package files

import (
	"io/fs"
	"path/filepath"
	"strings"
)

// Matching lists the files under root whose name holds pattern; a root
// that does not exist is an empty list.
func Matching(root, pattern string) ([]string, error) {
	var out []string
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		if strings.Contains(d.Name(), pattern) {
			out = append(out, p)
		}
		return nil
	})
	return out, err
}

// Checked answers the root's failure and skips the entries below.
func Checked(root string) ([]string, error) {
	var out []string
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if p == root {
				return err
			}
			return nil
		}
		out = append(out, p)
		return nil
	})
	return out, err
}

// Store keeps notes in a directory of its own: nothing there yet is an
// empty list, the truth.
type Store struct{ Dir string }

// Notes walks the store's own directory.
func (s *Store) Notes() []string {
	var out []string
	filepath.WalkDir(filepath.Join(s.Dir, "notes"), func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		out = append(out, p)
		return nil
	})
	return out
}
