// Command noop is the load/type-check floor for the corpus benchmark
// (see ../corpus). It runs the standard go/analysis driver with analyzers
// that do nothing:
//
//	noop -noopfacts ./...   # declares a fact type: every dependency is
//	                        # loaded, parsed and type-checked from source
//	noop -noop ./...        # no facts: dependencies come from export data
//
// Build it with: go build -o /tmp/noop ./internal/corpus/noop
package main

import (
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/multichecker"
)

// noFact is declared but never exported; declaring it is enough to make
// the driver load all packages with syntax and run the pass on each.
type noFact struct{}

func (*noFact) AFact()         {}
func (*noFact) String() string { return "noFact" }

func run(*analysis.Pass) (any, error) { return nil, nil }

var (
	noop = &analysis.Analyzer{
		Name: "noop",
		Doc:  "does nothing (type-check floor without facts)",
		Run:  run,
	}
	noopFacts = &analysis.Analyzer{
		Name:      "noopfacts",
		Doc:       "does nothing but declares a fact type (type-check floor with facts)",
		Run:       run,
		FactTypes: []analysis.Fact{new(noFact)},
	}
)

func main() { multichecker.Main(noop, noopFacts) }
