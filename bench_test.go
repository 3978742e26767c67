package mcplint_test

import (
	"os"
	"testing"

	"github.com/mcplint-go/mcplint"
	"github.com/mcplint-go/mcplint/internal/testenv"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

// noop is the floor: an analyzer with a fact type, so the checker runs it
// on every dependency as it runs mcplint's model, and does nothing.
var noop = &analysis.Analyzer{
	Name:      "noop",
	Doc:       "noop: does nothing, with a fact type",
	Run:       func(*analysis.Pass) (any, error) { return nil, nil },
	FactTypes: []analysis.Fact{new(noopFact)},
}

type noopFact struct{}

func (*noopFact) AFact() {}

func load(b *testing.B, patterns ...string) []*packages.Package {
	b.Helper()
	dir := testenv.Fixtures(b, "newest")
	cfg := &packages.Config{
		Mode: packages.LoadAllSyntax | packages.NeedModule,
		Dir:  dir,
		Env:  append(os.Environ(), "GOPROXY=off", "GOWORK=off", "GOFLAGS=-mod=mod"),
	}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		b.Fatal(err)
	}
	if packages.PrintErrors(pkgs) > 0 {
		b.Fatal("fixtures do not load")
	}
	return pkgs
}

func analyze(b *testing.B, as []*analysis.Analyzer, pkgs []*packages.Package) {
	b.Helper()
	for b.Loop() {
		if _, err := checker.Analyze(as, pkgs, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// The fixtures of every check, against the real SDKs: the whole graph
// (SDKs and standard library included) is analysed each time, as the
// standalone driver does. Compare with the Noop variant:
//
//	go test -run XXX -bench Analyze -count 6 . | benchstat -
func BenchmarkAnalyzeFixtures(b *testing.B) {
	analyze(b, mcplint.Analyzers(), load(b, "./errlayer/...", "./toolnames/...", "./schemadrift/...", "./listmutation/...", "./model/..."))
}

func BenchmarkAnalyzeFixturesNoop(b *testing.B) {
	analyze(b, []*analysis.Analyzer{noop}, load(b, "./errlayer/...", "./toolnames/...", "./schemadrift/...", "./listmutation/...", "./model/..."))
}

// A package graph without any MCP SDK (encoding/json and its
// dependencies): mcplint must cost next to what the no-op costs.
func BenchmarkAnalyzeNoSDK(b *testing.B) {
	analyze(b, mcplint.Analyzers(), load(b, "encoding/json", "net/http"))
}

func BenchmarkAnalyzeNoSDKNoop(b *testing.B) {
	analyze(b, []*analysis.Analyzer{noop}, load(b, "encoding/json", "net/http"))
}

// A real module's packages, loaded as the standalone driver loads them
// (the patterns from source, dependencies from export data), analysed
// again on each iteration: the analysis alone, without the load, which
// the corpus runner's wall-clock ratio cannot separate from noise.
//
//	MCPLINT_BENCH_DIR=/path/to/server go test -run XXX -bench AnalyzeDir -count 6 . | benchstat -
func BenchmarkAnalyzeDir(b *testing.B) {
	dir := os.Getenv("MCPLINT_BENCH_DIR")
	if dir == "" {
		b.Skip("MCPLINT_BENCH_DIR names no module to analyse")
	}
	cfg := &packages.Config{Mode: packages.LoadSyntax | packages.NeedModule, Dir: dir, Tests: true}
	pkgs, err := packages.Load(cfg, "./...")
	if err != nil {
		b.Fatal(err)
	}
	b.Run("mcplint", func(b *testing.B) { analyze(b, mcplint.Analyzers(), pkgs) })
	b.Run("noop", func(b *testing.B) { analyze(b, []*analysis.Analyzer{noop}, pkgs) })
}
