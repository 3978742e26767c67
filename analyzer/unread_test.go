package analyzer_test

import (
	"os"
	"strings"
	"testing"

	"github.com/mcplint-go/mcplint/analyzer"
	"github.com/mcplint-go/mcplint/internal/testenv"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

// TestUnreadNotes checks the notes the model keeps about middleware it
// cannot read (chosen at run time) and about converting middleware an
// importer puts into another package's middleware slot.
func TestUnreadNotes(t *testing.T) {
	dir := testenv.Fixtures(t, "newest")
	cfg := &packages.Config{Mode: packages.LoadAllSyntax | packages.NeedModule, Dir: dir,
		Env: append(os.Environ(), "GOWORK=off", "GOPROXY=off", "GOFLAGS=-mod=mod")}
	pkgs, err := packages.Load(cfg, "./errlayer/mwgosdk", "./errlayer/mwmcpgo", "./errlayer/mwslot/...")
	if err != nil {
		t.Fatal(err)
	}
	graph, err := checker.Analyze([]*analysis.Analyzer{analyzer.Analyzer}, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string][]string{}
	for act := range graph.All() {
		if m, ok := act.Result.(*analyzer.Model); ok && act.IsRoot {
			for _, n := range m.Unread {
				got[act.Package.PkgPath] = append(got[act.Package.PkgPath], n.What)
			}
		}
	}
	want := map[string][]string{
		"fixtures/errlayer/mwgosdk": {
			// a defer that assigns a named result, or takes its address
			"errors of 1 tool(s) unknown: the server's tool middleware at deferred.go:72 is middleware that the model cannot tell passes errors on or converts them",
			"errors of 1 tool(s) unknown: the server's tool middleware at deferred.go:76 is middleware that the model cannot tell",
			"errors of 1 tool(s) unknown: the server's tool middleware at mwgosdk.go:201 is chosen at run time (returned by the interface method Middleware)",
			"errors of 1 tool(s) unknown: the server's tool middleware at mwgosdk.go:206 is chosen at run time between middleware that passes errors on and middleware that converts them",
		},
		"fixtures/errlayer/mwmcpgo": {
			"at mwmcpgo.go:114 is middleware that the model cannot tell passes errors on or converts them",
			"at mwmcpgo.go:177 is chosen at run time (returned by the interface method ToolMiddleware)",
			"at mwmcpgo.go:184 is chosen at run time between",
		},
		"fixtures/errlayer/mwslot/cmd": {
			"the tool middleware at cmd.go:18 converts tool errors into isError results, but package mwslot",
			"the tool middleware at cmd.go:19 converts",
		},
	}
	for pkg, notes := range want {
		if len(got[pkg]) != len(notes) {
			t.Errorf("%s: %d notes, want %d: %q", pkg, len(got[pkg]), len(notes), got[pkg])
			continue
		}
		for i, n := range notes {
			if !strings.Contains(got[pkg][i], n) {
				t.Errorf("%s: note %d = %q, want it to contain %q", pkg, i, got[pkg][i], n)
			}
		}
	}
	for pkg, notes := range got {
		if _, ok := want[pkg]; !ok {
			t.Errorf("%s: unexpected notes %q", pkg, notes)
		}
	}
}
