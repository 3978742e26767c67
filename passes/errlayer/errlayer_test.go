package errlayer_test

import (
	"testing"

	"github.com/mcplint-go/mcplint/analyzer"
	"github.com/mcplint-go/mcplint/internal/testenv"
	"github.com/mcplint-go/mcplint/passes/errlayer"
	"golang.org/x/tools/go/analysis/analysistest"
)

func TestNewest(t *testing.T) {
	dir := testenv.Fixtures(t, "newest")
	analysistest.Run(t, dir, errlayer.Analyzer, "./errlayer/mcpgo")
}

// setSpec sets the one spec setting of all passes for one test.
func setSpec(t *testing.T, v string) {
	t.Helper()
	f := analyzer.Analyzer.Flags.Lookup("spec")
	old := f.Value.String()
	if err := f.Value.Set(v); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Value.Set(old) })
}
