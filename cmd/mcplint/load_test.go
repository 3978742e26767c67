package main

import (
	"go/ast"
	"io"
	"slices"
	"testing"

	"github.com/mcplint-go/mcplint"
	"github.com/mcplint-go/mcplint/analyzer"
	"github.com/mcplint-go/mcplint/internal/testenv"
	"golang.org/x/tools/go/analysis/checker"
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
	} else if !bodiesChecked(p) {
		t.Errorf("fixtures/model/toolset was type-checked without its function bodies: its facts need them")
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

// bodiesChecked reports whether some identifier inside a function body of
// p has its object recorded, as it has only when bodies are type-checked.
func bodiesChecked(p *packages.Package) bool {
	for _, f := range p.Syntax {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
				for id := range p.TypesInfo.Uses {
					if fd.Body.Pos() <= id.Pos() && id.End() <= fd.Body.End() {
						return true
					}
				}
			}
		}
	}
	return false
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

// TestTestVariantRepeats: the test variant of a root package that is a
// root too gets an empty model (it would repeat the package's), and the
// findings stay those of modelling both.
func TestTestVariantRepeats(t *testing.T) {
	t.Chdir(testenv.Fixtures(t, "newest"))
	run := func(skipVariants bool) (findings []string, relevant map[string]bool) {
		pkgs, err := loadPackages([]string{"./errlayer/mcpgo", "./toolnames/gosdk"}, true, false)
		if err != nil {
			t.Fatal(err)
		}
		pruneToSource(pkgs)
		if skipVariants {
			analyzer.SetRepeats(testVariantsOf(pkgs))
		} else {
			analyzer.SetRepeats(nil)
		}
		defer analyzer.SetRepeats(nil)
		graph, err := checker.Analyze(mcplint.Analyzers(), pkgs, nil)
		if err != nil {
			t.Fatal(err)
		}
		relevant = map[string]bool{}
		for act := range graph.All() {
			if !act.IsRoot {
				continue
			}
			if m, ok := act.Result.(*analyzer.Model); ok {
				relevant[act.Package.ID] = m.Relevant
			}
			for _, d := range act.Diagnostics {
				findings = append(findings, act.Package.Fset.Position(d.Pos).String()+": "+act.Analyzer.Name+": "+d.Message)
			}
		}
		slices.Sort(findings)
		return slices.Compact(findings), relevant
	}
	both, _ := run(false)
	once, relevant := run(true)
	if len(both) == 0 {
		t.Fatal("no findings: the comparison proves nothing")
	}
	if !slices.Equal(both, once) {
		t.Errorf("findings differ:\nmodelling both: %q\nvariant skipped: %q", both, once)
	}
	const plain, variant = "fixtures/errlayer/mcpgo", "fixtures/errlayer/mcpgo [fixtures/errlayer/mcpgo.test]"
	if !relevant[plain] || relevant[variant] {
		t.Errorf("model relevant: %s %v, %s %v; want true and false", plain, relevant[plain], variant, relevant[variant])
	}
}

// TestLoadVariantWithoutBodies: a module package recompiled for another
// package's test is type-checked without function bodies (only its types
// are needed), so no analyzer may run on its syntax: its expressions have
// no types, and a reader of them crashed on collibra/chip.
func TestLoadVariantWithoutBodies(t *testing.T) {
	t.Chdir(testenv.Fixtures(t, "newest"))
	pkgs, err := loadPackages([]string{"./loadvariant/..."}, true, false)
	if err != nil {
		t.Fatal(err)
	}
	found := false
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		if p.ID == "fixtures/loadvariant/helper [fixtures/loadvariant.test]" {
			found = true
			if p.TypesInfo != nil || len(p.Syntax) != 0 {
				t.Errorf("%s keeps syntax or types info though its bodies were not type-checked", p.ID)
			}
			if p.Types == nil || !p.Types.Complete() {
				t.Errorf("%s has no complete types for its importers", p.ID)
			}
		}
	})
	if !found {
		t.Fatal("no recompiled variant of the helper: the fixture proves nothing")
	}
	o := &options{analyzers: mcplint.Analyzers(), patterns: []string{"./loadvariant/..."}, tests: true}
	graph, _ := analyze(o, false, io.Discard)
	if graph == nil {
		t.Fatal("nothing analyzed")
	}
	for act := range graph.All() {
		if act.Err != nil {
			t.Errorf("%s: %v", act, act.Err)
		}
	}
}
