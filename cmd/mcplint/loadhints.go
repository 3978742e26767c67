package main

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"golang.org/x/tools/go/packages"
)

// A module that depends on another repository's package that uses an SDK
// (a vendor's wrapper of an SDK, last9's mcp-go-sdk) needs that package
// type-checked from source for its facts, and loadPackages learns so only
// after a first load: it loads twice, about twice the floor's time. The
// packages it had to add are kept in the user's cache, keyed by the
// directory, patterns and GOFLAGS, so that the next run loads them with
// the roots at once. A hint is only a guess: loadWithExtra checks it
// against the graph it loaded, and a wrong one costs one load more,
// never a finding.

type loadHints struct{ file string }

func newLoadHints(patterns []string, tests bool) loadHints {
	dir, err := os.UserCacheDir()
	wd, err2 := os.Getwd()
	if err != nil || err2 != nil {
		return loadHints{}
	}
	h := sha256.New()
	for _, s := range append([]string{wd, os.Getenv("GOFLAGS"), strings.Repeat("t", boolInt(tests))}, patterns...) {
		h.Write([]byte(s))
		h.Write([]byte{0})
	}
	return loadHints{filepath.Join(dir, "mcplint", "load-hints", hex.EncodeToString(h.Sum(nil)[:16]))}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// read returns the packages the last run had to load from source besides
// the roots, or nil.
func (h loadHints) read() []string {
	if h.file == "" {
		return nil
	}
	b, err := os.ReadFile(h.file)
	if err != nil {
		return nil
	}
	return strings.Fields(string(b))
}

// write records extra for the next run (none: the hint is removed).
// Failing to write only costs the next run a load.
func (h loadHints) write(extra []string) {
	if h.file == "" {
		return
	}
	if len(extra) == 0 {
		os.Remove(h.file)
		return
	}
	// Written aside and renamed, so that a run that reads it meanwhile
	// sees the old hint or the new one, never half of one.
	if os.MkdirAll(filepath.Dir(h.file), 0o755) != nil {
		return
	}
	tmp, err := os.CreateTemp(filepath.Dir(h.file), "hint-*")
	if err != nil {
		return
	}
	_, err = tmp.WriteString(strings.Join(extra, "\n") + "\n")
	if err2 := tmp.Close(); err == nil && err2 == nil && os.Rename(tmp.Name(), h.file) == nil {
		return
	}
	os.Remove(tmp.Name())
}

// loadWithExtra loads the patterns and extra, the packages a hint says
// the roots need from source, in one load. It returns the roots (the
// packages that are not extra's, nor their test variants) and whether
// the hint held: every package the roots need from source came from
// source, and no pattern names an extra package itself. Extra
// packages the roots no longer import are dropped from the hint.
func loadWithExtra(cfg *packages.Config, patterns, extra []string, hints loadHints) ([]*packages.Package, bool) {
	for _, p := range patterns {
		if slices.Contains(extra, p) {
			return nil, false
		}
	}
	loaded, err := nonEmpty(packages.Load(cfg, append(slices.Clone(patterns), extra...)...))
	if err != nil {
		return nil, false
	}
	isExtra := func(p *packages.Package) bool {
		path := strings.TrimSuffix(strings.TrimSuffix(p.PkgPath, ".test"), "_test")
		return slices.Contains(extra, path)
	}
	var roots []*packages.Package
	ids := map[string]bool{}
	for _, p := range loaded {
		if isExtra(p) {
			continue // an extra's path is outside the patterns, as when it was recorded
		}
		roots = append(roots, p)
		ids[p.ID] = true
	}
	if len(roots) == 0 || len(sourceDeps(roots, ids)) > 0 {
		return nil, false
	}
	var used []string
	packages.Visit(roots, nil, func(p *packages.Package) {
		if !ids[p.ID] && slices.Contains(extra, p.PkgPath) && !slices.Contains(used, p.PkgPath) {
			used = append(used, p.PkgPath)
		}
	})
	if len(used) < len(extra) {
		hints.write(used)
	}
	return roots, true
}
