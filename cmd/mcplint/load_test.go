package main

import (
	"io"
	"slices"
	"strings"
	"testing"

	"github.com/mcplint-go/mcplint"
	"github.com/mcplint-go/mcplint/internal/testenv"
	"golang.org/x/tools/go/packages"
)

// TestLoadSourceSet: a root's dependency that uses an SDK comes from
// source (its facts are needed), the standard library from export data.
func TestLoadSourceSet(t *testing.T) {
	t.Chdir(testenv.Fixtures(t, "newest"))
	pkgs, err := loadPackages([]string{"./model/wiring"}, false, false)
	if err != nil {
		t.Fatal(err)
	}
	if len(pkgs) != 1 {
		t.Fatalf("got %d root packages, want 1", len(pkgs))
	}
	imports := pkgs[0].Imports
	if p := imports["fixtures/model/toolset"]; p == nil || p.TypesInfo == nil || len(p.Syntax) == 0 {
		t.Errorf("fixtures/model/toolset (uses mcp-go) was not loaded from source")
	}
	if p := imports["context"]; p == nil || p.Types == nil || p.TypesInfo != nil {
		t.Errorf("context was not loaded from export data")
	}
	pruneToSource(pkgs)
	if _, ok := imports["context"]; ok {
		t.Errorf("the import of context (export data) was not pruned")
	}
	if p := imports["github.com/mark3labs/mcp-go/server"]; p == nil || p.Types == nil || len(p.Imports) != 0 {
		t.Errorf("the SDK package is not kept as a leaf: %v %v %v %d", p, p != nil && p.Types != nil, p != nil && p.TypesSizes != nil, len(p.Imports))
	}
}

// TestLoadSameFindings: the default load finds exactly what loading every
// package from source finds, on the fixtures of both SDK generations
// (cross-package wrappers, factories, registrars and mutators included).
func TestLoadSameFindings(t *testing.T) {
	patterns := []string{"./model/...", "./errlayer/...", "./toolnames/...", "./listmutation/...", "./schemadrift/..."}
	for _, fixtures := range []string{"newest", "older"} {
		t.Run(fixtures, func(t *testing.T) {
			t.Chdir(testenv.Fixtures(t, fixtures))
			hybrid := loadFindings(t, patterns, false)
			full := loadFindings(t, patterns, true)
			if len(full) == 0 {
				t.Fatal("no findings with -load=full: the comparison proves nothing")
			}
			if !slices.Equal(hybrid, full) {
				for _, f := range full {
					if !slices.Contains(hybrid, f) {
						t.Errorf("only with -load=full: %s", f)
					}
				}
				for _, f := range hybrid {
					if !slices.Contains(full, f) {
						t.Errorf("only with the default load: %s", f)
					}
				}
			}
		})
	}
}

func loadFindings(t *testing.T, patterns []string, full bool) []string {
	o := &options{analyzers: mcplint.Analyzers(), patterns: patterns, tests: true}
	graph, _ := analyze(o, full, io.Discard)
	if graph == nil {
		t.Fatal("nothing analyzed")
	}
	var out []string
	for act := range graph.All() {
		if !act.IsRoot {
			continue
		}
		if act.Err != nil {
			t.Errorf("%s: %v", act, act.Err)
		}
		for _, d := range act.Diagnostics {
			out = append(out, act.Package.Fset.Position(d.Pos).String()+": "+act.Analyzer.Name+": "+d.Message)
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// BenchmarkLoad compares the default load (dependencies without MCP code
// from export data) with -load=full on the newest fixtures: load and
// analysis together, as the command runs them.
//
//	go test ./cmd/mcplint -run '^$' -bench Load -count 6 | benchstat -
func BenchmarkLoad(b *testing.B) {
	b.Chdir(testenv.Fixtures(b, "newest"))
	patterns := []string{"./model/...", "./errlayer/..."}
	for _, c := range []struct {
		name string
		full bool
	}{{"default", false}, {"full", true}} {
		b.Run(c.name, func(b *testing.B) {
			o := &options{analyzers: mcplint.Analyzers(), patterns: patterns, tests: true}
			for b.Loop() {
				if graph, _ := analyze(o, c.full, io.Discard); graph == nil {
					b.Fatal("nothing analyzed")
				}
			}
		})
	}
}

// TestLoadHints: a run that had to load a dependency from source (its
// package uses an SDK) records it in the user's cache, and the next run
// loads it with the roots at once, with the same result; a hint that no
// longer holds costs a load, not a package.
func TestLoadHints(t *testing.T) {
	// The hints go to a fresh user cache directory; the go command's
	// build cache, which defaults to one inside it, stays where it is.
	gocache, err := testenv.Command(t, "go", "env", "GOCACHE").Output()
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("GOCACHE", strings.TrimSpace(string(gocache)))
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	t.Chdir(testenv.Fixtures(t, "newest"))
	patterns := []string{"./model/wiring"}
	check := func(pkgs []*packages.Package) {
		t.Helper()
		if len(pkgs) != 1 || pkgs[0].PkgPath != "fixtures/model/wiring" {
			t.Fatalf("roots = %v, want fixtures/model/wiring alone", pkgs)
		}
		if p := pkgs[0].Imports["fixtures/model/toolset"]; p == nil || p.TypesInfo == nil {
			t.Errorf("fixtures/model/toolset (uses mcp-go) was not loaded from source")
		}
	}
	hints := newLoadHints(patterns, false)
	if got := hints.read(); got != nil {
		t.Fatalf("a fresh cache holds the hint %q", got)
	}
	pkgs, err := loadPackages(patterns, false, false)
	if err != nil {
		t.Fatal(err)
	}
	check(pkgs)
	if got := hints.read(); !slices.Equal(got, []string{"fixtures/model/toolset"}) {
		t.Fatalf("hint after the first run = %q, want [fixtures/model/toolset]", got)
	}
	cfg := &packages.Config{Mode: packages.LoadSyntax | packages.NeedModule}
	pkgs, ok := loadWithExtra(cfg, patterns, hints.read(), hints)
	if !ok {
		t.Fatal("the recorded hint did not hold")
	}
	check(pkgs)
	// A stale package in the hint is dropped; a missing one fails the hint.
	hints.write([]string{"fixtures/model/toolset", "fixtures/model/mcpgo"})
	if _, ok := loadWithExtra(cfg, patterns, hints.read(), hints); !ok {
		t.Fatal("a hint with one package too many did not hold")
	}
	if got := hints.read(); !slices.Equal(got, []string{"fixtures/model/toolset"}) {
		t.Errorf("hint after a stale entry = %q, want [fixtures/model/toolset]", got)
	}
	if _, ok := loadWithExtra(cfg, patterns, []string{"fixtures/model/mcpgo"}, hints); ok {
		t.Error("a hint without the package the roots need held")
	}
	pkgs, err = loadPackages(patterns, false, false)
	if err != nil {
		t.Fatal(err)
	}
	check(pkgs)
}
