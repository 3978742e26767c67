// Package svc hides its implementations behind interfaces it declares;
// it imports no SDK.
package svc

import (
	"log"
	"os"
)

// PageSvc has one implementation here, pageSvc: its methods' facts are
// the interface's.
type PageSvc interface {
	SearchPages(query string, limit, offset int) []string
	Refresh(dir string) ([]string, error)
}

type pageSvc struct{ names []string }

func NewPageSvc() PageSvc { return &pageSvc{} }

// SearchPages slices by its parameters: a negative offset panics.
func (s *pageSvc) SearchPages(query string, limit, offset int) []string {
	if offset >= len(s.names) {
		return nil
	}
	end := offset + limit
	if end > len(s.names) {
		end = len(s.names)
	}
	return s.names[offset:end]
}

// Refresh drops the files it cannot read.
func (s *pageSvc) Refresh(dir string) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, e := range entries {
		data, err := os.ReadFile(dir + "/" + e.Name())
		if err != nil {
			log.Print(err)
			continue
		}
		out = append(out, string(data))
	}
	return out, nil
}

// Namer has two implementations here: which one runs is not known, so
// its methods have no facts.
type Namer interface {
	Names(offset int) []string
}

type first struct{ names []string }

func (f first) Names(offset int) []string { return f.names[offset:] }

type second struct{ names []string }

func (s second) Names(offset int) []string { return s.names[offset:] }

func NewNamer(alt bool) Namer {
	if alt {
		return second{}
	}
	return first{}
}

// Options are a search's options, filled from a tool's arguments.
type Options struct {
	Query string `json:"query"`
	Max   int    `json:"max"`
}

// Top slices by opt.Max with no check against 0.
func Top(names []string, opt Options) []string {
	if len(names) > opt.Max {
		return names[:opt.Max]
	}
	return names
}

// Store has two backends here: whichever a configuration picks, a tool
// that calls Load reaches the skips of either.
type Store interface {
	Load(files []string) ([]string, error)
}

type fileStore struct{}

func (fileStore) Load(files []string) ([]string, error) { // want Load:"error result: nil"
	var out []string
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			log.Printf("skip %s: %v", f, err)
			continue
		}
		out = append(out, string(data))
	}
	return out, nil
}

type memStore struct{ items []string }

func (m memStore) Load(files []string) ([]string, error) { return m.items, nil } // want Load:"error result: nil"

func NewStore(mem bool) Store {
	if mem {
		return memStore{}
	}
	return fileStore{}
}
