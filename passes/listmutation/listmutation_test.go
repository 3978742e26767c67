package listmutation_test

import (
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/mcplint-go/mcplint/analyzer"
	"github.com/mcplint-go/mcplint/internal/testenv"
	"github.com/mcplint-go/mcplint/passes/listmutation"
	"golang.org/x/tools/go/analysis/analysistest"
)

// The packages of each fixture module checked with the default spec
// (2026-07-28). spec2025 is checked with an older spec setting.
var fixtures = map[string][]string{
	"newest": {"admin", "gosdk", "mcpgo", "sessiontools", "metoro", "handrolled", "handrolledreg", "state", "statemcpgo", "stategosdk", "statelook", "statelook2", "statelookgosdk", "statelookmcpgo", "storemcpgo", "storelook", "routed", "routetable"},
	"older":  {"admin", "gosdk", "mcpgo", "statemcpgo", "stategosdk", "statelookgosdk", "statelookmcpgo", "storemcpgo", "storelook", "routed"},
}

func TestListMutation(t *testing.T) {
	for set, pkgs := range fixtures {
		t.Run(set, func(t *testing.T) {
			dir := testenv.Fixtures(t, set)
			if set == "older" {
				// The fixtures shared with newest (testenv.Shared) are checked too.
				dir = testenv.FixturesWith(t, set, testenv.Shared["listmutation"]...)
			}
			var patterns []string
			for _, p := range pkgs {
				patterns = append(patterns, "./listmutation/"+p)
			}
			analysistest.Run(t, dir, listmutation.Analyzer, patterns...)
		})
	}
}

// TestOlderSpec checks that before 2026-07-28 only mutations in handlers
// are reported: per-session lists and their order were allowed then.
func TestOlderSpec(t *testing.T) {
	fs := &analyzer.Analyzer.Flags
	old := fs.Lookup("spec").Value.String()
	if err := fs.Set("spec", analyzer.Spec20251125); err != nil {
		t.Fatal(err)
	}
	defer fs.Set("spec", old)
	dir := testenv.Fixtures(t, "newest")
	analysistest.Run(t, dir, listmutation.Analyzer, "./listmutation/spec2025")
}

// TestSessionRelated: a session read inside a tool filter points at the
// filter itself, the related position where it is installed.
func TestSessionRelated(t *testing.T) {
	dir := testenv.Fixtures(t, "newest")
	var got []string
	for _, r := range analysistest.Run(t, dir, listmutation.Analyzer, "./listmutation/storemcpgo") {
		for _, d := range r.Diagnostics {
			for _, rel := range d.Related {
				if p := r.Pass.Fset.Position(rel.Pos); strings.HasPrefix(rel.Message, "the tool filter") {
					got = append(got, filepath.Base(p.Filename)+":"+strconv.Itoa(p.Line)+" "+rel.Message)
				}
			}
		}
	}
	if want := []string{"storemcpgo.go:81 the tool filter that reads it"}; !slices.Equal(got, want) {
		t.Errorf("related = %q, want %q", got, want)
	}
}
