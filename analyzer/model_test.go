package analyzer_test

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcplint-go/mcplint/analyzer"
	"github.com/mcplint-go/mcplint/internal/testenv"
	"golang.org/x/tools/go/analysis/analysistest"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// TestModelGolden builds the model of fixtures written against the real
// SDKs (newest releases) with two dozen registration styles, and compares
// the tools it found with testdata/model.golden. The "// want" comments
// in the fixtures check the facts exported for other packages.
func TestModelGolden(t *testing.T) {
	for _, set := range []string{"newest", "older"} {
		t.Run(set, func(t *testing.T) { testModelGolden(t, set) })
	}
}

func testModelGolden(t *testing.T, set string) {
	dir := testenv.Fixtures(t, set)
	results := analysistest.Run(t, dir, analyzer.Analyzer, "./model/...")
	var b strings.Builder
	for _, r := range results {
		analyzer.Dump(&b, r.Pass.Fset, r.Pass.Pkg.Path(), r.Result.(*analyzer.Model))
	}
	golden := filepath.Join("testdata", "model-"+set+".golden")
	if *update {
		if err := os.WriteFile(golden, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if got := b.String(); got != string(want) {
		t.Errorf("model differs from %s (rerun with -update and review the diff):\n%s", golden, got)
	}
}
